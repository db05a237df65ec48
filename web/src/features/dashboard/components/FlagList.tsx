import type { InterviewFlag } from '@core/api';
import { FLAG_LABELS, QUESTIONNAIRE_DETAIL as TEXT } from '../content';
import styles from './BriefView.module.css';

/** The messages the assistant flagged for a person (complaints, refunds, insults...), with their place in the chat. */
export function FlagList({ flags }: { flags: InterviewFlag[] }) {
  return (
    <section className={styles.flags} aria-labelledby="flags-title">
      <h3 id="flags-title" className={styles.flagsTitle}>
        {TEXT.flagsTitle}
      </h3>
      <p className={styles.flagsLead}>{TEXT.flagsLead}</p>
      <ul className={styles.flagItems}>
        {flags.map((flag, index) => (
          <li key={`${flag.turn}-${flag.type}-${index}`}>
            <span className={styles.flagType}>{FLAG_LABELS[flag.type]}</span>
            <span className={styles.flagTurn}>{TEXT.flagTurn(flag.turn)}</span>
            <q className={styles.flagExcerpt}>{flag.excerpt}</q>
          </li>
        ))}
      </ul>
    </section>
  );
}
