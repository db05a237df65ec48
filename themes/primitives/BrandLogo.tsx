import type { ReactNode } from 'react';
import type { SiteBusiness } from '@core/api';
import { classes as nav } from '../frame/SectionNav.css';
import type { ThemeViewProps } from '../types';
import { Picture } from './Picture';

/**
 * The mark in the page header: the business's uploaded logo when it has one (its width and height set, so
 * nothing moves while it loads; its alternative text the business name), else the design's own mark.
 */
export function BrandLogo({
  business,
  imageSources,
  mark = null,
}: {
  business: SiteBusiness;
  imageSources: ThemeViewProps['imageSources'];
  /** The design's drawn mark (a leaf, a monogram), shown when there is no logo. */
  mark?: ReactNode;
}) {
  if (!business.logo) return <>{mark}</>;
  return (
    <Picture
      image={{ ...business.logo, alt: business.name }}
      sources={imageSources}
      sizes="10rem"
      className={nav.logo}
      logo
    />
  );
}
