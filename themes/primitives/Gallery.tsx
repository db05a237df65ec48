import type { SiteSectionOf } from '@core/api';
import type { ThemeViewProps } from '../types';
import { SiteImg } from './SiteImg';

/** The photos of a gallery section as a list of figures with their captions; the design lays them out. */
export function GalleryList({
  images,
  sizes,
  imageSources,
  className,
}: {
  images: SiteSectionOf<'gallery'>['props']['images'];
  sizes: string;
  imageSources: ThemeViewProps['imageSources'];
  className?: string;
}) {
  return (
    <ul className={className}>
      {images.map((entry, index) => (
        <li key={index}>
          <figure>
            <SiteImg image={entry.image} sizes={sizes} imageSources={imageSources} />
            {entry.caption !== undefined ? <figcaption>{entry.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
