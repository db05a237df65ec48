import { QUESTIONNAIRE } from '../content';
import { AssistantAvatar } from './AssistantAvatar';
import styles from './ChatPanel.module.css';

/** 'Sto scrivendo...' while the assistant's reply is on its way (SPEC 2). */
export function TypingIndicator() {
  return (
    <div className={styles.row} role="status">
      <AssistantAvatar />
      <div className={`${styles.bubble} ${styles.bubbleTheirs} ${styles.typing}`}>
        <span className={styles.dots} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className={styles.typingText}>{QUESTIONNAIRE.typing}</span>
      </div>
    </div>
  );
}
