import { Logo } from '../../../components/site/Logo';
import { buttonClass } from '../../../components/button';
import { whenElement } from '../../../lib/when-element';
import { HEADER, SECTION_IDS } from '../content';
import styles from './HomeHeader.module.css';

/**
 * Smooth unless the visitor asked for reduced motion; focus follows for keyboard and screen-reader users.
 * The sections below the fold load a moment after the header: a click that comes first (a fast visitor, a
 * slow connection, the browser-only demo) lands once the section is there instead of doing nothing.
 */
export function scrollToSection(id: string): void {
  whenElement(id, (section) => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  });
}

/** Sticky header: logo, anchor links to the sections and the Inizia Ora call to action (to the prices). */
export function HomeHeader() {
  return (
    <header className={styles.header}>
      <a className="skip-link" href="#contenuto">
        {HEADER.skipLink}
      </a>
      <div className={styles.bar}>
        <a href="#contenuto" className={styles.brand} aria-label={HEADER.homeLabel}>
          <Logo />
        </a>
        <nav className={styles.nav} aria-label={HEADER.navLabel}>
          <ul>
            {HEADER.nav.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          id="get-started-button"
          data-track="cta"
          className={buttonClass('primary', { small: true, className: styles.cta })}
          onClick={() => scrollToSection(SECTION_IDS.pricing)}
        >
          {HEADER.cta}
        </button>
      </div>
    </header>
  );
}
