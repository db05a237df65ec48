import { useEffect, useRef, useState } from 'react';
import type { Brief, BriefField, BriefPatch, PlanType, StyleId } from '@core/api';
import { fieldValue } from '@core/brief/patch';
import { buttonClass } from '../../../../components/button';
import { Icon } from '../../../../components/Icon';
import {
  editValueOf,
  fieldsForPlan,
  isFilled,
  patchOf,
  type EditValue,
  type FieldGroup,
  type FieldSpec,
} from '../../brief-fields';
import { QUESTIONNAIRE } from '../../content';
import {
  invoiceErrors,
  invoiceInput,
  invoicePrefill,
  missingRequired,
  type InvoiceField,
  type InvoiceInput,
  type InvoiceValues,
} from '../../invoice';
import { styleOption } from '../../style-options';
import type { CorrectionResult } from '../../useQuestionnaireChat';
import { FieldEditor } from './FieldEditor';
import { FieldValue } from './FieldValue';
import { InvoiceFields } from './InvoiceFields';
import styles from './SummaryCard.module.css';

const COPY = QUESTIONNAIRE.summary;
const GROUPS = Object.keys(COPY.groups) as FieldGroup[];
/** How long a field the last reply changed stays highlighted. */
const HIGHLIGHT_MS = 2400;

export interface SummaryCardProps {
  plan: PlanType;
  draft: Brief | null;
  selectedStyle: StyleId | null;
  /** The confirmation step before completion. */
  reviewing: boolean;
  /** False while the completion runs. */
  canConfirm: boolean;
  onCorrect: (patch: BriefPatch) => Promise<CorrectionResult>;
  /** Confirms with the invoice's data; only called once the business name and an email are there. */
  onConfirm: (invoice: InvoiceInput) => void;
  onBackToChat: () => void;
  onOpenStyles: () => void;
}

/**
 * The «Riepilogo» beside the chat: field by field what the assistant understood, updated after every
 * reply. Each field can be corrected in place (the correction wins over the assistant's reading); before
 * completion the card asks the customer to confirm it.
 */
export function SummaryCard({
  plan,
  draft,
  selectedStyle,
  reviewing,
  canConfirm,
  onCorrect,
  onConfirm,
  onBackToChat,
  onOpenStyles,
}: SummaryCardProps) {
  const [editing, setEditing] = useState<BriefField | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // What the customer typed in the invoice fields; the others follow the brief as the chat fills it.
  const [typed, setTyped] = useState<Partial<InvoiceValues>>({});
  const updated = useChangedFields(draft);
  const heading = useRef<HTMLHeadingElement>(null);
  const editButtons = useRef(new Map<BriefField, HTMLButtonElement>());

  // The confirmation step brings the card into view and reads its title first.
  useEffect(() => {
    if (!reviewing || !heading.current) return;
    heading.current.focus({ preventScroll: true });
    if (typeof heading.current.scrollIntoView === 'function')
      heading.current.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [reviewing]);

  const specs = fieldsForPlan(plan);
  const brief = draft;
  const edited = new Set(draft?.edited_fields ?? []);
  // Values kept as the customer wrote them though they look wrong (a P.IVA whose check digit fails...).
  const unverified = new Set(draft?.unverified_fields ?? []);
  const filled = brief ? specs.filter((s) => isFilled(brief, s.field)).length : 0;
  const editable = !reviewing || canConfirm;
  const invoice: InvoiceValues = { ...invoicePrefill(draft), ...typed };
  const errors = invoiceErrors(invoice);
  const missing = missingRequired(draft);
  const invoiceInvalid = Object.keys(errors).length > 0;
  const blocked = missing.length > 0 || invoiceInvalid;
  const requiredReason =
    missing.length > 0
      ? COPY.required.reason(missing.map((f) => COPY.required.labels[f]).join(COPY.required.and))
      : null;
  const register = (field: BriefField) => (el: HTMLButtonElement | null) => {
    if (el) editButtons.current.set(field, el);
  };

  // Back to the button that opened the editor, once it is rendered again.
  const focusAfterClose = useRef<BriefField | null>(null);
  useEffect(() => {
    if (editing !== null || !focusAfterClose.current) return;
    editButtons.current.get(focusAfterClose.current)?.focus();
    focusAfterClose.current = null;
  }, [editing]);

  function closeEditor(field: BriefField) {
    focusAfterClose.current = field;
    setEditing(null);
  }

  async function save(spec: FieldSpec, value: EditValue): Promise<string | null> {
    const result = await onCorrect(patchOf(spec, value));
    if (!result.ok) return result.message;
    setAnnouncement(COPY.saved(spec.label));
    closeEditor(spec.field);
    return null;
  }

  return (
    <section className={`${styles.card} ${reviewing ? styles.reviewing : ''}`} aria-labelledby="riepilogo-titolo">
      <header className={styles.header}>
        <h2 id="riepilogo-titolo" ref={heading} tabIndex={-1} className={styles.title}>
          <span className={styles.icon} aria-hidden="true">
            <Icon name={reviewing ? 'shield' : 'edit'} size={18} />
          </span>
          {reviewing ? COPY.reviewTitle : COPY.title}
        </h2>
        <p className={styles.lead}>{reviewing ? COPY.reviewLead : COPY.lead}</p>
        <div className={styles.meter}>
          <span>{COPY.filled(filled, specs.length)}</span>
          <span className={styles.meterBar} aria-hidden="true">
            <span style={{ width: `${(filled / specs.length) * 100}%` }} />
          </span>
        </div>
      </header>

      {GROUPS.map((group) => {
        const inGroup = specs.filter((s) => s.group === group);
        if (inGroup.length === 0) return null;
        // Fields with something to show (or just corrected, or being edited) get a row; the others wait as "add" buttons.
        const shown = inGroup.filter(
          (s) =>
            (brief && isFilled(brief, s.field)) ||
            edited.has(s.field) ||
            unverified.has(s.field) ||
            editing === s.field,
        );
        const missing = inGroup.filter((s) => !shown.includes(s));
        const showStyle = group === 'look';
        return (
          <div key={group} className={styles.group}>
            <h3 className={styles.groupTitle}>{COPY.groups[group]}</h3>
            {(shown.length > 0 || (showStyle && selectedStyle)) && (
              <dl className={styles.fields}>
                {shown.map((spec) => (
                  <div
                    key={spec.field}
                    className={`${styles.field} ${updated.has(spec.field) ? styles.updated : ''} ${editing === spec.field ? styles.fieldEditing : ''}`}
                    data-field={spec.field}
                  >
                    <dt className={styles.label}>
                      {spec.label}
                      {edited.has(spec.field) && (
                        <span className={styles.badge}>
                          <Icon name="check" size={12} /> {COPY.edited}
                        </span>
                      )}
                      {unverified.has(spec.field) && (
                        <span className={styles.unverifiedBadge} title={COPY.unverifiedHint}>
                          {COPY.unverified}
                        </span>
                      )}
                    </dt>
                    <dd className={styles.value}>
                      {editing === spec.field && brief ? (
                        <FieldEditor
                          spec={spec}
                          initial={editValueOf(brief, spec)}
                          onSave={(value) => save(spec, value)}
                          onCancel={() => closeEditor(spec.field)}
                        />
                      ) : (
                        <>
                          <FieldValue spec={spec} value={brief ? fieldValue(brief, spec.field) : null} />
                          <button
                            type="button"
                            ref={register(spec.field)}
                            className={styles.editButton}
                            aria-label={COPY.editLabel(spec.label)}
                            disabled={!editable}
                            onClick={() => setEditing(spec.field)}
                          >
                            <Icon name="edit" size={15} />
                            <span aria-hidden="true">{COPY.edit}</span>
                          </button>
                        </>
                      )}
                    </dd>
                  </div>
                ))}
                {showStyle && selectedStyle && (
                  <div className={styles.field} data-field="style">
                    <dt className={styles.label}>{COPY.style}</dt>
                    <dd className={styles.value}>
                      <span className={styles.text}>{styleOption(selectedStyle).name}</span>
                      <button
                        type="button"
                        className={styles.editButton}
                        aria-label={COPY.styleChangeLabel}
                        aria-haspopup="dialog"
                        onClick={onOpenStyles}
                        disabled={!editable}
                      >
                        <Icon name="brush" size={15} />
                        <span aria-hidden="true">{COPY.styleChange}</span>
                      </button>
                    </dd>
                  </div>
                )}
              </dl>
            )}
            {(missing.length > 0 || (showStyle && !selectedStyle)) && (
              <div className={styles.missing}>
                <p className={styles.missingLabel} id={`mancanti-${group}`}>
                  {shown.length > 0 ? COPY.missingMore : COPY.missing}
                </p>
                <ul className={styles.missingList} aria-labelledby={`mancanti-${group}`}>
                  {missing.map((spec) => (
                    <li key={spec.field}>
                      <button
                        type="button"
                        ref={register(spec.field)}
                        className={styles.addChip}
                        aria-label={COPY.addLabel(spec.label)}
                        disabled={!brief || !editable}
                        onClick={() => setEditing(spec.field)}
                      >
                        <Icon name="plus" size={13} /> {spec.label}
                      </button>
                    </li>
                  ))}
                  {showStyle && !selectedStyle && (
                    <li>
                      <button
                        type="button"
                        className={styles.addChip}
                        aria-label={COPY.styleChooseLabel}
                        aria-haspopup="dialog"
                        onClick={onOpenStyles}
                        disabled={!editable}
                      >
                        <Icon name="plus" size={13} /> {COPY.style}
                      </button>
                    </li>
                  )}
                </ul>
              </div>
            )}
          </div>
        );
      })}

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {reviewing && missing.length > 0 && (
        <div className={styles.required}>
          <p className={styles.requiredTitle}>{COPY.required.title}</p>
          <p className={styles.requiredText}>{requiredReason}</p>
          <div className={styles.missingList}>
            {missing.map((field) => {
              const spec = specs.find((s) => s.field === field);
              return spec && editing !== field ? (
                <button
                  key={field}
                  type="button"
                  className={styles.addChip}
                  onClick={() => setEditing(field)}
                  disabled={!brief || !editable}
                >
                  <Icon name="plus" size={13} /> {COPY.required.add(COPY.required.labels[field]!)}
                </button>
              ) : null;
            })}
          </div>
        </div>
      )}

      {reviewing && (
        <InvoiceFields
          values={invoice}
          errors={errors}
          disabled={!canConfirm}
          onChange={(field: InvoiceField, value: string) => setTyped((current) => ({ ...current, [field]: value }))}
        />
      )}

      {reviewing && (
        <footer className={styles.confirm}>
          {blocked && (
            <p id="conferma-motivo" className={styles.confirmReason}>
              {requiredReason ?? COPY.invoice.errors.summary}
            </p>
          )}
          <button
            type="button"
            className={buttonClass('primary', { block: true })}
            onClick={() => onConfirm(invoiceInput(invoice))}
            disabled={!canConfirm || editing !== null || blocked}
            aria-describedby={blocked ? 'conferma-motivo' : undefined}
          >
            <Icon name="check" size={18} /> {COPY.confirm}
          </button>
          <button
            type="button"
            className={buttonClass('ghost', { block: true, small: true })}
            onClick={onBackToChat}
            disabled={!canConfirm}
          >
            {COPY.backToChat}
          </button>
        </footer>
      )}
    </section>
  );
}

/** The fields whose value changed with the latest draft, for a short highlight. */
function useChangedFields(draft: Brief | null): Set<BriefField> {
  const previous = useRef<Brief | null>(null);
  const [changed, setChanged] = useState<Set<BriefField>>(new Set());
  useEffect(() => {
    const before = previous.current;
    previous.current = draft;
    if (!before || !draft) return;
    const fields = new Set(
      fieldsForPlan(draft.plan_type)
        .map((s) => s.field)
        .filter((f) => JSON.stringify(fieldValue(before, f)) !== JSON.stringify(fieldValue(draft, f))),
    );
    if (fields.size === 0) return;
    setChanged(fields);
    const timer = setTimeout(() => setChanged(new Set()), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  return changed;
}
