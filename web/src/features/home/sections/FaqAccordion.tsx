import { useState } from 'react';
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
 * answer is a labelled region. One item open at a time; activating the open one closes it.
 */
export function FaqAccordion({ items, defaultOpen = null, idPrefix = 'faq' }: FaqAccordionProps) {
  const [open, setOpen] = useState<number | null>(defaultOpen);
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
