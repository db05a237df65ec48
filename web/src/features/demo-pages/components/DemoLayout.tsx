import type { CSSProperties, ReactNode } from 'react';
import { usePageMeta, type PageMeta } from '../../../lib/page-meta';
import { CreateLandingButton } from './CreateLandingButton';
import { SectionNav, type SectionNavProps } from './SectionNav';
import styles from '@themes/frame/DemoLayout.module.css';

export interface DemoLayoutProps {
  /** The document title and meta description of the page. */
  meta: PageMeta;
  /** The sticky header: brand, in-page links, optional action. */
  nav: SectionNavProps;
  /** The page's `<footer>` (contact details and LegalFooterNote), rendered after `<main>`. */
  footer: ReactNode;
  /** The page's root class (its palette, fonts and CSS variables). */
  className?: string;
  style?: CSSProperties;
  /** The page's content: hero and sections, placed inside `<main>`. */
  children: ReactNode;
}

/**
 * The frame of a demo page: its title and description (usePageMeta), skip link, sticky SectionNav, `<main>`, footer and the floating
 * 'Crea la tua landing' button. Sections with an id stop below the sticky header when reached by anchor:
 * the app-wide html scroll-padding clears it; --demo-scroll-offset(-narrow) adds more for a taller header.
 */
export function DemoLayout({ meta, nav, footer, className, style, children }: DemoLayoutProps) {
  usePageMeta(meta);
  return (
    <div id="top" className={className ? `${styles.root} ${className}` : styles.root} style={style}>
      <a className={styles.skip} href="#contenuto">
        Vai al contenuto
      </a>
      <SectionNav {...nav} />
      <main id="contenuto" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
      <CreateLandingButton />
    </div>
  );
}
