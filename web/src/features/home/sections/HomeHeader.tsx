import { Logo } from '../../../components/site/Logo';
import { buttonClass } from '../../../components/button';
import { HEADER, SECTION_IDS } from '../content';
import styles from './HomeHeader.module.css';

/** Smooth unless the visitor asked for reduced motion; focus follows for keyboard and screen-reader users. */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
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
