import type { ChatEntry } from '../chat-state';
import { QUESTIONNAIRE } from '../content';
import { AssistantAvatar } from './AssistantAvatar';
import styles from './ChatPanel.module.css';

const timeFormat = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });

function timeOf(timestamp: string): string | null {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : timeFormat.format(date);
}

/** One chat message: assistant on the left with its avatar, the visitor on the right. */
export function MessageBubble({ message, onOpenStyles }: { message: ChatEntry; onOpenStyles: () => void }) {
  const mine = message.role === 'user';
  const time = timeOf(message.timestamp);
  return (
    <li className={`${styles.row} ${mine ? styles.rowMine : ''}`}>
      {!mine && <AssistantAvatar />}
      <div
        className={`${styles.bubble} ${mine ? styles.bubbleMine : styles.bubbleTheirs} ${message.stylePrompt ? styles.bubblePrompt : ''}`}
      >
        <span className="visually-hidden">{mine ? QUESTIONNAIRE.you : QUESTIONNAIRE.assistantShort}: </span>
        <p className={styles.text}>{message.content}</p>
        {message.stylePrompt && (
          <button type="button" className={styles.promptButton} onClick={onOpenStyles}>
            <svg
              viewBox="0 0 24 24"
              width="18"
              height="18"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <rect x="3" y="4" width="18" height="16" rx="2.5" />
              <path d="M3 9h18M8 13h4M8 16h7" />
            </svg>
            {QUESTIONNAIRE.stylePromptButton}
          </button>
        )}
        {time && (
          <time className={styles.time} dateTime={message.timestamp}>
            {time}
          </time>
        )}
      </div>
    </li>
  );
}
