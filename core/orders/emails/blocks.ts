/**
 * An email as a list of blocks: the copy (content.ts) fills them, `renderEmail` turns them into the HTML
 * and the plain-text part, so both always carry the same words. Every string is text: whatever the
 * customer typed (a business name) is escaped in the HTML by React and never becomes markup.
 */
export type EmailBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'subheading'; text: string }
  | { type: 'list'; items: readonly string[] }
  | { type: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  | { type: 'button'; label: string; href: string }
  | { type: 'link'; intro: string; label: string; href: string }
  | { type: 'small'; lines: readonly string[] };

export interface EmailDocument {
  subject: string;
  /** The line mail clients show beside the subject. */
  preheader: string;
  blocks: readonly EmailBlock[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}
