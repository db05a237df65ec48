import { useLayoutEffect, useState } from 'react';
import { takeEarlyFaqClick } from './early-faq-clicks';
import styles from './FaqAccordion.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Index of the item open at first (stories); none by default. */
  defaultOpen?: number | null;
  idPrefix?: string;
}

/**
 * WAI-ARIA accordion: each question is a button in a heading, with aria-expanded and aria-controls; its
 * answer is a labelled region. One item open at a time; activating the open one closes it. A question
 * activated before the page hydrated opens as soon as it has (early-faq-clicks.ts).
 */
export function FaqAccordion({ items, defaultOpen = null, idPrefix = 'faq' }: FaqAccordionProps) {
  const [open, setOpen] = useState<number | null>(defaultOpen);
  // A layout effect runs in the hydration's commit, before any later click can reach React.
  useLayoutEffect(() => {
    const early = takeEarlyFaqClick();
    const index = items.findIndex((_, position) => early === `${idPrefix}-domanda-${position + 1}`);
    // The state must match the server's HTML while hydrating, so the early click can only apply after it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (index >= 0) setOpen(index);
  }, [items, idPrefix]);
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${idPrefix}-domanda-${index + 1}`;
        const panelId = `${idPrefix}-risposta-${index + 1}`;
        return (
          <div key={item.question} className={`${styles.item} ${expanded ? styles.open : ''}`}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                data-faq-question=""
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <svg
                  className={styles.chevron}
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
