import type { SiteImage } from '@core/api';
import type { ThemeViewProps } from '../types';

export interface PictureProps {
  image: SiteImage;
  sources: ThemeViewProps['imageSources'];
  /** How wide the image is drawn (`sizes`), so the browser picks the right file of the `srcset`. */
  sizes: string;
  className?: string;
  /** The hero's image: loaded at once (it is the page's largest paint), not lazily. */
  eager?: boolean;
}

/** An uploaded image with its `srcset`, intrinsic size (no layout shift) and alternative text. */
export function Picture({ image, sources, sizes, className, eager = false }: PictureProps) {
  const { src, srcSet } = sources(image);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  );
}
