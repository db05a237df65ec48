import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { StyleId } from '@core/api';
import { Icon } from '../../../components/Icon';
import { QUESTIONNAIRE } from '../content';
import { STYLE_OPTIONS } from '../style-options';
import styles from './StylePickerDialog.module.css';

interface StylePickerDialogProps {
  open: boolean;
  selectedStyle: StyleId | null;
  onChoose: (style: StyleId) => void;
  onClose: () => void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * 'Scegli lo Stile della Tua Landing Page' (SPEC 2): a modal dialog with the three styles. Focus moves in
 * on opening, stays inside (Tab and Shift+Tab wrap), Escape or the close button closes it, and focus
 * returns to what opened it. The page renders it beside its content and makes that content inert meanwhile.
 */
export function StylePickerDialog({ open, selectedStyle, onChoose, onClose }: StylePickerDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.style.overflow = 'hidden';
    dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      document.body.style.overflow = '';
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a pointer shortcut only: Escape and the close button do the same from the keyboard
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog traps Tab and closes on Escape */}
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="style-dialog-title"
        aria-describedby="style-dialog-lead"
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <div>
            <h2 id="style-dialog-title" className={styles.title}>
              {QUESTIONNAIRE.dialog.title}
            </h2>
            <p id="style-dialog-lead" className={styles.lead}>
              {QUESTIONNAIRE.dialog.lead}
            </p>
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={QUESTIONNAIRE.dialog.close}
            data-autofocus
          >
            <Icon name="cross" size={22} />
          </button>
        </header>
        <ul className={styles.grid}>
          {STYLE_OPTIONS.map((option) => {
            const chosen = option.id === selectedStyle;
            return (
              <li
                key={option.id}
                className={`${styles.card} ${chosen ? styles.cardChosen : ''}`}
                aria-labelledby={`style-${option.id}-name`}
              >
                <div className={styles.preview}>
                  <img
                    src={option.previewImage}
                    alt={QUESTIONNAIRE.dialog.imageAlt(option.name)}
                    width={640}
                    height={400}
                    loading="lazy"
                    decoding="async"
                  />
                  {chosen && (
                    <span className={styles.chosenBadge}>
                      <Icon name="check" size={16} /> {QUESTIONNAIRE.dialog.chosen}
                    </span>
                  )}
                </div>
                <div className={styles.body}>
                  <h3 id={`style-${option.id}-name`} className={styles.name}>
                    {option.name}
                  </h3>
                  <p className={styles.description}>{option.description}</p>
                  <p className={styles.coloursLabel}>{QUESTIONNAIRE.dialog.colours}</p>
                  <ul className={styles.swatches}>
                    {option.colours.map((colour) => (
                      <li key={colour.hex} className={styles.swatch}>
                        <span className={styles.chip} style={{ background: colour.hex }} aria-hidden="true" />
                        {colour.name}
                      </li>
                    ))}
                  </ul>
                  <ul className={styles.features}>
                    {option.features.slice(0, 2).map((feature) => (
                      <li key={feature}>
                        <Icon name="check" size={16} /> {feature}
                      </li>
                    ))}
                  </ul>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={styles.choose}
                      onClick={() => onChoose(option.id)}
                      aria-describedby={`style-${option.id}-name`}
                    >
                      {QUESTIONNAIRE.dialog.choose}
                    </button>
                    <Link
                      className={styles.previewLink}
                      to={option.templateRoute}
                      target="_blank"
                      rel="noopener"
                      aria-label={QUESTIONNAIRE.dialog.previewLabel(option.name)}
                    >
                      {QUESTIONNAIRE.dialog.preview} <Icon name="external" size={16} />
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
