import type { ReactNode } from 'react';
import { LegalFooterNote, type LegalFooterNoteProps } from './LegalFooterNote';

export interface DemoFooterProps {
  /** The business data every footer must show (ragione sociale, sede, P.IVA...). */
  legal: Omit<LegalFooterNoteProps, 'className'>;
  /** The page's own footer content (brand, address, links), before the legal data. */
  children: ReactNode;
  /** A line after the legal data (e.g. 'Sito dimostrativo: dati di fantasia'). */
  note?: ReactNode;
  className?: string;
  classes?: {
    /** Wraps the children and the legal data: the footer's centred column. */
    inner?: string;
    /** Wraps the legal data and the note, after the children. */
    legalBlock?: string;
    /** Given to the LegalFooterNote itself. */
    legal?: string;
    note?: string;
  };
}

/**
 * The `<footer>` (contentinfo) of a demo page: the page's content, then the legal data through LegalFooterNote,
 * then an optional note. The class names say where the wrappers go, so each page keeps its own layout.
 */
export function DemoFooter({ legal, children, note, className, classes = {} }: DemoFooterProps) {
  const legalData = (
    <>
      <LegalFooterNote {...legal} className={classes.legal} />
      {note !== undefined ? <p className={classes.note}>{note}</p> : null}
    </>
  );
  const body = (
    <>
      {children}
      {classes.legalBlock ? <div className={classes.legalBlock}>{legalData}</div> : legalData}
    </>
  );
  return <footer className={className}>{classes.inner ? <div className={classes.inner}>{body}</div> : body}</footer>;
}
