import { Icon } from '../../../components/Icon';
import { COMPARISON, SECTION_IDS } from '../content-sections';
import { Section } from './Section';
import styles from './Comparison.module.css';

const NEGATIVE = /^(No|Da gestire|Tutte a tuo carico|Dipende da te)$/;

function Cell({ value, ours = false }: { value: string; ours?: boolean }) {
  const mark = ours ? 'check' : NEGATIVE.test(value) ? 'cross' : null;
  return (
    <td className={ours ? styles.ours : undefined}>
      <span className={styles.cell}>
        {mark && <Icon name={mark} size={16} className={mark === 'check' ? styles.yes : styles.no} />}
        {value}
      </span>
    </td>
  );
}

export function Comparison() {
  const [diy, others, ours] = COMPARISON.columns;
  return (
    <Section id={SECTION_IDS.comparison} eyebrow={COMPARISON.eyebrow} title={COMPARISON.title}>
      <div className={styles.scroller} role="region" aria-labelledby="confronto-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="confronto-caption" className="visually-hidden">
            {COMPARISON.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{COMPARISON.featureHeader}</th>
              <th scope="col">{diy}</th>
              <th scope="col">{others}</th>
              <th scope="col" className={styles.oursHead}>
                {ours}
              </th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON.rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <Cell value={row.diy} />
                <Cell value={row.others} />
                <Cell value={row.ours} ours />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
