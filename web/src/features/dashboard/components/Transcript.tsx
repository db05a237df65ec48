import type { ChatMessage } from '@core/api';
import { formatDateTime } from '../../../lib/format';
import { QUESTIONNAIRE_DETAIL as TEXT } from '../content';
import styles from './Transcript.module.css';

/** The whole conversation, hidden follow-ups included and flagged as such. */
export function Transcript({ messages }: { messages: ChatMessage[] }) {
  return (
    <ol className={styles.list}>
      {messages.map((message, index) => (
        <li
          key={`${message.timestamp}-${index}`}
          className={`${styles.message} ${message.role === 'user' ? styles.user : styles.assistant} ${message.hidden ? styles.hidden : ''}`}
        >
          <p className={styles.who}>
            <strong>{message.role === 'user' ? TEXT.you : TEXT.assistant}</strong>
            <time dateTime={message.timestamp}>{formatDateTime(message.timestamp)}</time>
          </p>
          {message.hidden && <p className={styles.flag}>{TEXT.hidden}</p>}
          <p className={styles.content}>{message.content}</p>
        </li>
      ))}
    </ol>
  );
}
