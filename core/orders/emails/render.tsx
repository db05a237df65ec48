/**
 * Renders an email document to HTML (React server rendering, inline styles: mail clients ignore style
 * sheets) and to its plain-text part.
 */
import type { CSSProperties, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { EmailBlock, EmailDocument, RenderedEmail } from './blocks';

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const TEXT_COLOR = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#2563eb';

const styles = {
  body: { margin: 0, padding: 0, backgroundColor: '#f3f4f6', fontFamily: FONT, color: TEXT_COLOR },
  container: { maxWidth: '600px', margin: '0 auto', padding: '24px 16px' },
  card: { backgroundColor: '#ffffff', borderRadius: '8px', padding: '32px 28px' },
  brand: { fontSize: '14px', fontWeight: 700, color: ACCENT, margin: '0 0 16px' },
  heading: { fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' },
  subheading: { fontSize: '16px', lineHeight: '24px', margin: '24px 0 8px' },
  paragraph: { fontSize: '15px', lineHeight: '24px', margin: '0 0 12px' },
  list: { fontSize: '15px', lineHeight: '24px', margin: '0 0 12px', paddingLeft: '20px' },
  factsTable: { width: '100%', borderCollapse: 'collapse', margin: '8px 0 16px' },
  factLabel: { fontSize: '14px', color: MUTED, padding: '6px 12px 6px 0', verticalAlign: 'top', whiteSpace: 'nowrap' },
  factValue: { fontSize: '15px', padding: '6px 0', verticalAlign: 'top' },
  button: {
    display: 'inline-block',
    backgroundColor: ACCENT,
    color: '#ffffff',
    fontSize: '15px',
    fontWeight: 600,
    textDecoration: 'none',
    padding: '12px 22px',
    borderRadius: '6px',
    margin: '8px 0 16px',
  },
  link: { color: ACCENT, wordBreak: 'break-all' },
  small: { fontSize: '12px', lineHeight: '18px', color: MUTED, margin: '0 0 6px' },
  preheader: { display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0 },
} satisfies Record<string, CSSProperties>;

function Block({ block }: { block: EmailBlock }): ReactElement {
  switch (block.type) {
    case 'heading':
      return <h1 style={styles.heading}>{block.text}</h1>;
    case 'subheading':
      return <h2 style={styles.subheading}>{block.text}</h2>;
    case 'paragraph':
      return <p style={styles.paragraph}>{block.text}</p>;
    case 'list':
      return (
        <ul style={styles.list}>
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case 'facts':
      return (
        <table role="presentation" style={styles.factsTable}>
          <tbody>
            {block.rows.map(([label, value], i) => (
              <tr key={i}>
                <td style={styles.factLabel}>{label}</td>
                <td style={styles.factValue}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'button':
      return (
        <p style={{ margin: 0 }}>
          <a href={block.href} style={styles.button}>
            {block.label}
          </a>
        </p>
      );
    case 'link':
      return (
        <p style={styles.paragraph}>
          {block.intro}{' '}
          <a href={block.href} style={styles.link}>
            {block.label}
          </a>
        </p>
      );
    case 'small':
      return (
        <div>
          {block.lines.map((line, i) => (
            <p key={i} style={styles.small}>
              {line}
            </p>
          ))}
        </div>
      );
  }
}

function EmailHtml({ doc }: { doc: EmailDocument }): ReactElement {
  return (
    <html lang="it">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{doc.subject}</title>
      </head>
      <body style={styles.body}>
        <div style={styles.preheader}>{doc.preheader}</div>
        <div style={styles.container}>
          <div style={styles.card}>
            <p style={styles.brand}>Landing Facile</p>
            {doc.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </div>
        </div>
      </body>
    </html>
  );
}

function blockText(block: EmailBlock): string {
  switch (block.type) {
    case 'heading':
      return `${block.text}\n${'='.repeat(Math.min(block.text.length, 60))}`;
    case 'subheading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'link':
      return `${block.intro}\n${block.href}`;
    case 'small':
      return block.lines.join('\n');
  }
}

/** A subject is one header line: line breaks (from anything a customer typed) become spaces. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}

export function renderEmail(doc: EmailDocument): RenderedEmail {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<EmailHtml doc={doc} />)}`;
  const text = `${doc.blocks.map(blockText).join('\n\n')}\n`;
  return { subject: oneLine(doc.subject), text, html };
}
