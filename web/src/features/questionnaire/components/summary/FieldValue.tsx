import type { Brief } from '@core/api';
import type { FieldSpec } from '../../brief-fields';
import { QUESTIONNAIRE } from '../../content';
import styles from './SummaryCard.module.css';

const COPY = QUESTIONNAIRE.summary;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** One field's value as the summary shows it: a text, a list, the services with their prices, colour chips. */
export function FieldValue({ spec, value }: { spec: FieldSpec; value: unknown }) {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return <span className={styles.empty}>{COPY.empty}</span>;
  }
  if (spec.editor === 'services') {
    return (
      <ul className={styles.serviceList}>
        {(value as Brief['services']).map((service, index) => (
          <li key={index}>
            <span>{service.name}</span>
            {service.price && <span className={styles.servicePrice}>{service.price}</span>}
          </li>
        ))}
      </ul>
    );
  }
  if (spec.editor === 'colors') {
    return (
      <ul className={styles.chips}>
        {(value as string[]).map((color) => (
          <li key={color} className={styles.chip}>
            {HEX.test(color) && <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />}
            {color}
          </li>
        ))}
      </ul>
    );
  }
  if (Array.isArray(value)) {
    return (
      <ul className={styles.lines}>
        {(value as string[]).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    );
  }
  if (spec.editor === 'register')
    return <span className={styles.text}>{value === 'lei' ? COPY.register.lei : COPY.register.tu}</span>;
  return <span className={spec.editor === 'text' ? styles.longText : styles.text}>{String(value)}</span>;
}
