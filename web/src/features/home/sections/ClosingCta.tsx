import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/button';
import { Icon } from '../../../components/Icon';
import { CLOSING } from '../content-sections';
import styles from './ClosingCta.module.css';

export function ClosingCta() {
  return (
    <section className={styles.band} aria-labelledby="cta-finale-titolo">
      <div className={styles.inner}>
        <h2 id="cta-finale-titolo" className={styles.title}>
          {CLOSING.title}
        </h2>
        <p className={styles.text}>{CLOSING.text}</p>
        <div className={styles.actions}>
          <Link to="/payment-selection?plan=basic" className={buttonClass('light')} data-track="cta">
            {CLOSING.primary} <Icon name="arrowRight" size={18} />
          </Link>
          {/* SPEC 2: talking to an expert only logs for now. */}
          <button type="button" className={buttonClass('outlineLight')} onClick={() => console.info(CLOSING.expertLog)}>
            <Icon name="chat" size={18} /> {CLOSING.secondary}
          </button>
        </div>
      </div>
    </section>
  );
}
