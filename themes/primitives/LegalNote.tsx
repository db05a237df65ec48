import type { SiteContent } from '@core/api';
import { legalItems } from '@core/sites/legal';
import { classes } from '../frame/LegalFooterNote.css';

/**
 * The legal data every page carries (art. 35 DPR 633/72): ©, ragione sociale, sede, P.IVA or «non soggetto a
 * P.IVA», PEC and further data, in the markup and classes of the demo pages' LegalFooterNote.
 */
export function LegalNote({ content, year, className }: { content: SiteContent; year: number; className?: string }) {
  const items = [...legalItems(content, year), ...(content.business.legal_details ?? [])];
  return (
    <p className={className ? `${classes.note} ${className}` : classes.note}>
      {items.map((item, index) => (
        <span key={index} className={classes.item}>
          {item}
          {index < items.length - 1 ? (
            <span aria-hidden="true" className={classes.separator}>
              ·
            </span>
          ) : null}
        </span>
      ))}
    </p>
  );
}
