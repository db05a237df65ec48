import type { ThemeView } from '../types';
import { classes as layout } from './DemoLayout.css';
import { classes as navStyles } from './SectionNav.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The frame of a published page, in the markup of the demo pages' DemoLayout and SectionNav (so a theme
 * looks the same in both) without their script: skip link, sticky header with in-page anchors, `<main>`,
 * the theme's footer. No floating «Crea la tua landing»: that belongs to the product's demo.
 */
export function StaticFrame({ view, style }: { view: ThemeView; style?: Record<string, string> }) {
  const { nav } = view;
  return (
    <div id="top" className={`${layout.root} ${view.className}`} style={style}>
      <a className={layout.skip} href="#contenuto">
        Vai al contenuto
      </a>
      <header className={navStyles.header}>
        <div className={navStyles.inner}>
          <a className={join(navStyles.brand, nav.classes.brand)} href="#top" aria-label={nav.brandLabel}>
            {nav.brand}
          </a>
          {nav.links.length > 0 ? (
            <nav className={join(navStyles.nav, nav.classes.nav)} aria-label="Sezioni della pagina">
              <ul className={navStyles.list}>
                {nav.links.map((link) => (
                  <li key={link.id}>
                    <a className={join(navStyles.link, nav.classes.link)} href={`#${link.id}`}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {nav.action ? <div className={navStyles.action}>{nav.action}</div> : null}
        </div>
      </header>
      <main id="contenuto" className={layout.main} tabIndex={-1}>
        {view.main}
      </main>
      {view.footer}
    </div>
  );
}
