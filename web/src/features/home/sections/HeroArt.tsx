import { HERO } from '../content-sections';
import styles from './Hero.module.css';

/**
 * The hero's illustration: a landing page in a browser window (a static SVG file, so it costs no JavaScript),
 * with two floating cards. Decorative.
 */
export function HeroArt() {
  const { mockup } = HERO;
  return (
    <div className={styles.art} aria-hidden="true">
      <img
        className={styles.browser}
        src={`${import.meta.env.BASE_URL}illustrations/hero-browser.svg`}
        alt=""
        width="480"
        height="360"
      />
      <div className={`${styles.floating} ${styles.badgeCard}`}>
        <span className={styles.badgeDot} />
        {mockup.badge}
      </div>
      <div className={`${styles.floating} ${styles.statCard}`}>
        <span className={styles.statLabel}>{mockup.statLabel}</span>
        <span className={styles.statValue}>{mockup.statValue}</span>
        <svg viewBox="0 0 120 36" width="120" height="36">
          <path
            d="M2 32l20-8 18 4 20-14 20 6 18-14 20-4"
            fill="none"
            stroke="#2446e8"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
    </div>
  );
}
