import { useContext } from 'react';
import type { SiteImage } from '@core/api';
import type { ThemeViewProps } from '../types';
import { EAGER_IMAGES, FirstImageSlot } from './first-image';

export interface PictureProps {
  image: SiteImage;
  sources: ThemeViewProps['imageSources'];
  /** How wide the image is drawn (`sizes`), so the browser picks the right file of the `srcset`. */
  sizes: string;
  className?: string;
  /** The hero's image: loaded at once (it is the page's largest paint), not lazily. */
  eager?: boolean;
  /** The business's logo: loaded at once, but small: never one of the page's first images (first-image.ts). */
  logo?: boolean;
}

/**
 * An uploaded image with its `srcset`, intrinsic size (no layout shift) and alternative text, loaded when
 * near; the page's first images (the logo aside) at once, the very first one first.
 */
export function Picture({ image, sources, sizes, className, eager = false, logo = false }: PictureProps) {
  const { src, srcSet } = sources(image);
  const slot = useContext(FirstImageSlot);
  const order = !logo && slot !== null ? slot.taken : EAGER_IMAGES;
  // One static render per page: the images drawn first take the eager places.
  if (!logo && slot !== null) slot.taken += 1;
  const first = order === 0;
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager || logo || order < EAGER_IMAGES ? undefined : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
    />
  );
}
