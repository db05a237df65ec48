import { Link } from 'react-router-dom';
import styles from './CreateLandingButton.module.css';

/**
 * The floating call to action every demo page carries: opens the home page's prices in the same window.
 * A router link (no reload); the app's ScrollManager brings #prezzi into view once the home page renders.
 * Its look adapts to the page through the CSS variables --demo-cta-bg, --demo-cta-fg and --demo-cta-focus.
 */
export function CreateLandingButton() {
  return (
    <Link className={styles.button} to="/#prezzi" data-testid="create-landing">
      <span aria-hidden="true" className={styles.icon}>
        ✦
      </span>
      <span className={styles.long}>Crea la tua landing</span>
      <span className={styles.short}>Crea</span>
    </Link>
  );
}
