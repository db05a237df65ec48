import styles from '@themes/frame/LegalFooterNote.module.css';

/** Placeholder VAT number for the demo businesses: obviously not a real one. */
export const PLACEHOLDER_VAT = 'IT 01234567890';

export interface LegalFooterNoteProps {
  /** Ragione sociale (or the professional's full name). */
  company: string;
  /** Sede legale, full address. */
  address: string;
  /** P.IVA; defaults to the PLACEHOLDER_VAT. */
  vatNumber?: string;
  /** Further mandatory data, each shown as is: REA, capitale sociale, iscrizione all'albo, PEC... */
  details?: readonly string[];
  /** Year of the copyright line; the current year by default. */
  year?: number;
  className?: string;
}

/**
 * The business data an Italian website must show (art. 35 DPR 633/72 and art. 2250 c.c.):
 * ragione sociale, sede, P.IVA and, where they apply, REA, capitale sociale or albo.
 * Inherits colour and font from the footer it sits in; the separators are decorative and end a line, never start one.
 */
export function LegalFooterNote({
  company,
  address,
  vatNumber = PLACEHOLDER_VAT,
  details = [],
  year,
  className,
}: LegalFooterNoteProps) {
  const items = [
    `© ${year ?? new Date().getFullYear()} ${company}`,
    `Sede legale: ${address}`,
    `P.IVA ${vatNumber}`,
    ...details,
  ];
  return (
    <p className={className ? `${styles.note} ${className}` : styles.note}>
      {items.map((item, index) => (
        <span key={item} className={styles.item}>
          {item}
          {index < items.length - 1 ? (
            <span aria-hidden="true" className={styles.separator}>
              ·
            </span>
          ) : null}
        </span>
      ))}
    </p>
  );
}
