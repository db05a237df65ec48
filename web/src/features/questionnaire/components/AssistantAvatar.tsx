import styles from './ChatPanel.module.css';

/** The assistant's round avatar: the brand's speech mark, decorative. */
export function AssistantAvatar({ large = false }: { large?: boolean }) {
  return (
    <span className={`${styles.avatar} ${large ? styles.avatarLarge : ''}`} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width={large ? 24 : 18}
        height={large ? 24 : 18}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d="M12 3l1.8 4.2L18 9l-4.2 1.8L12 15l-1.8-4.2L6 9l4.2-1.8L12 3z" />
        <path d="M18.5 15.5l.8 1.7 1.7.8-1.7.8-.8 1.7-.8-1.7-1.7-.8 1.7-.8.8-1.7z" />
      </svg>
    </span>
  );
}
