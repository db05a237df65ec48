import styles from './CreateLandingButton.module.css';

/**
 * The floating call to action every demo page carries: opens the home page's prices in the same window.
 * Its look adapts to the page through the CSS variables --demo-cta-bg and --demo-cta-fg.
 */
export function CreateLandingButton() {
  return (
    <a className={styles.button} href={`${import.meta.env.BASE_URL}#prezzi`} data-testid="create-landing">
      <span aria-hidden="true" className={styles.icon}>✦</span>
      <span className={styles.long}>Crea la tua landing</span>
      <span className={styles.short}>Crea</span>
    </a>
  );
}
