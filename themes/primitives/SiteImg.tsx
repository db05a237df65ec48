import type { SiteImage } from '@core/api';
import type { ThemeViewProps } from '../types';

export interface SiteImgProps {
  image: SiteImage;
  /** The widths the design gives the image (`sizes`), so the browser picks the right file of the srcset. */
  sizes: string;
  imageSources: ThemeViewProps['imageSources'];
  className?: string;
}

/** An uploaded image: its files as src and srcset, its intrinsic size (no layout shift), loaded when near. */
export function SiteImg({ image, sizes, imageSources, className }: SiteImgProps) {
  return (
    <img
      className={className}
      {...imageSources(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
    />
  );
}
