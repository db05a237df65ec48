import { useEffect, useRef } from 'react';
import type { QuestionnaireChat } from '../useQuestionnaireChat';
import { QUESTIONNAIRE } from '../content';
import { AssistantAvatar } from './AssistantAvatar';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { TypingIndicator } from './TypingIndicator';
import styles from './ChatPanel.module.css';

interface ChatPanelProps {
  chat: QuestionnaireChat;
  onOpenStyles: () => void;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The conversation, the typing indicator, the finish button and the message box. */
export function ChatPanel({ chat, onOpenStyles }: ChatPanelProps) {
  const { state } = chat;
  const log = useRef<HTMLDivElement>(null);

  // SPEC 2: the chat scrolls to the newest message.
  useEffect(() => {
    const el = log.current;
    if (!el || typeof el.scrollTo !== 'function') return;
    el.scrollTo({ top: el.scrollHeight, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [state.messages.length, state.loading, chat.canFinish, state.phase]);

  const busy = state.phase !== 'chatting';
  return (
    <section className={styles.panel} aria-labelledby="chat-title">
      <header className={styles.header}>
        <AssistantAvatar large />
        <div className={styles.who}>
          <h2 id="chat-title" className={styles.name}>
            {QUESTIONNAIRE.assistantName}
          </h2>
          <p className={styles.status}>
            <span className={styles.statusDot} aria-hidden="true" />
            {QUESTIONNAIRE.online}
          </p>
        </div>
        <button
          type="button"
          className={styles.stylesButton}
          onClick={onOpenStyles}
          aria-haspopup="dialog"
          aria-label={QUESTIONNAIRE.browseStyles}
        >
          <span className={styles.longLabel}>{QUESTIONNAIRE.browseStyles}</span>
          <span className={styles.shortLabel} aria-hidden="true">
            {QUESTIONNAIRE.browseStylesShort}
          </span>
        </button>
        {state.progress && (
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={QUESTIONNAIRE.progress(state.progress.covered, state.progress.total)}
            aria-valuemin={0}
            aria-valuemax={state.progress.total}
            aria-valuenow={state.progress.covered}
          >
            <span style={{ width: `${(state.progress.covered / state.progress.total) * 100}%` }} />
          </div>
        )}
      </header>

      <div
        ref={log}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={QUESTIONNAIRE.chatLabel}
        tabIndex={0}
      >
        <ol className={styles.list}>
          {state.messages.map((message) => (
            <MessageBubble key={message.id} message={message} onOpenStyles={onOpenStyles} />
          ))}
        </ol>
        {state.loading && <TypingIndicator />}
        {chat.canFinish && (
          <div className={`${styles.finish} ${state.readyToComplete ? styles.finishReady : ''}`}>
            <p className={styles.finishHint}>
              {state.readyToComplete ? QUESTIONNAIRE.readyHint : QUESTIONNAIRE.finishHint}
            </p>
            <button type="button" className={styles.finishButton} onClick={chat.startReview}>
              {QUESTIONNAIRE.finish}
            </button>
          </div>
        )}
        {state.phase === 'reviewing' && (
          <p className={styles.reviewHint} role="status">
            {QUESTIONNAIRE.summary.reviewHint}
          </p>
        )}
        {state.phase === 'redirecting' && (
          <p className={styles.redirecting} role="status">
            {QUESTIONNAIRE.redirecting}
          </p>
        )}
      </div>

      <Composer
        draft={state.draft}
        onDraftChange={chat.setDraft}
        onSend={() => void chat.send()}
        canSend={chat.canSend}
        disabled={state.loading || busy}
        notice={state.notice}
      />
    </section>
  );
}
