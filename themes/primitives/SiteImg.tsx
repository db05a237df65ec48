import type { SiteImage } from '@core/api';
import type { ThemeViewProps } from '../types';
import { Picture } from './Picture';

export interface SiteImgProps {
  image: SiteImage;
  /** The widths the design gives the image (`sizes`), so the browser picks the right file of the srcset. */
  sizes: string;
  imageSources: ThemeViewProps['imageSources'];
  className?: string;
}

/** An uploaded image drawn by a section (Picture: srcset, intrinsic size, lazy but for the page's first). */
export function SiteImg({ image, sizes, imageSources, className }: SiteImgProps) {
  return <Picture image={image} sources={imageSources} sizes={sizes} className={className} />;
}
