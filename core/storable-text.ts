/**
 * Text every store can keep and every screen shows as it reads. A JSON request may carry characters that
 * are valid in a JavaScript string but do not belong in stored text:
 * - lone surrogates ("\ud83d" without its pair: an emoji cut in half by a client that truncated a
 *   message; PostgreSQL's jsonb refuses the escape, UTF-8 cannot encode it): each becomes U+FFFD, the
 *   replacement character, as any UTF-8 encoder does;
 * - invisible controls, removed: C0 and C1 control characters but tab, line feed and carriage return
 *   (U+0000 included, which PostgreSQL's text refuses, and BEL), bidirectional overrides, embeddings,
 *   isolates and marks (U+202E turns «moc.elgoog» into «google.com» on screen), zero-width characters
 *   (U+200B, U+2060, U+FEFF...), the soft hyphen, fillers that look like nothing (Hangul fillers, the
 *   combining grapheme joiner), interlinear annotations, and tag and supplementary variation-selector
 *   characters (invisible carriers of hidden text). Kept where they are part of what people see: the
 *   zero-width joiner inside an emoji sequence (👩‍🍳) and the tags of a flag (🏴 of Scotland). Line and
 *   paragraph separators (U+2028, U+2029) become line feeds.
 *
 * Applied wherever text enters: every request's body, path and query, before validation, by the
 * validator the server and the mock share (core/validation/request.ts, which also refuses a field left
 * with nothing visible: `isOnlyInvisible`); a language model's reply (core/interviewer/llm.ts); the brief
 * built from a conversation; an older DATA_DIR copied by `db:import`. So every backend stores and answers
 * the same text, no store meets a character it refuses, and a brief, a chat message or a client's domain
 * never carries a hidden control («a@b.c\u0000» is read as «a@b.c», not as a different address).
 */

/** Every character removed (see above), as a class of the `u` regular expressions below. */
const INVISIBLE =
  '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F' +
  '\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u3164\\uFEFF\\uFFA0\\uFFF9-\\uFFFB\\u{1D173}-\\u{1D17A}\\u{E0000}-\\u{E007F}\\u{E0100}-\\u{E01EF}';

/**
 * In order: an emoji followed by a zero-width joiner and another emoji (kept); a flag's tag sequence
 * (kept); a line or paragraph separator; an invisible character; a lone surrogate (in a `u` expression a
 * class of surrogates matches only unpaired halves, so no lookbehind is needed, which older Safari
 * versions, where the mock may run, cannot parse).
 */
/* eslint-disable no-misleading-character-class -- each combining or joining character is matched on its own, on purpose */
const CLEANED = new RegExp(
  '\\p{Extended_Pictographic}[\\u{1F3FB}-\\u{1F3FF}\\uFE0F]?\\u200D(?=\\p{Extended_Pictographic})' +
    '|\\u{1F3F4}[\\u{E0020}-\\u{E007E}]+\\u{E007F}' +
    '|[\\u2028\\u2029]' +
    `|[${INVISIBLE}]` +
    '|[\\uD800-\\uDFFF]',
  'gu',
);
/** Cheap first test: most strings hold none of these, nor any surrogate (every emoji has a pair). */
const SUSPECT = new RegExp(`[${INVISIBLE}\\u2028\\u2029\\uD800-\\uDFFF]`, 'u');
/* eslint-enable no-misleading-character-class */

function cleaned(match: string): string {
  const first = match.codePointAt(0)!;
  if (match.length > 2 || (match.length === 2 && first < 0x10000)) return match; // a joined emoji or a flag
  if (first === 0x2028 || first === 0x2029) return '\n';
  if (first >= 0xd800 && first <= 0xdfff) return '\ufffd';
  return '';
}

export function storableText(text: string): string {
  return SUSPECT.test(text) ? text.replace(CLEANED, cleaned) : text;
}

/**
 * True when `original` held something but nothing visible is left of it once cleaned (`storableText`):
 * only controls, or controls and white space. A field a person typed that is only that is refused.
 */
export function isOnlyInvisible(original: string, clean: string): boolean {
  return clean !== original && clean.trim() === '';
}

/** Where a value sits in a body: its key and its parent's place, read into a field name only when needed. */
interface Place {
  parent: Place | null;
  key: string | number;
}

/** The field name of a place as the validator names fields: `contacts.email`, `services[0].name`. */
function fieldAt(place: Place | null): string | undefined {
  const keys: (string | number)[] = [];
  for (let p = place; p; p = p.parent) keys.push(p.key);
  if (keys.length === 0) return undefined;
  return keys
    .reverse()
    .reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${k}` : k), '');
}

/**
 * A parsed JSON value with every string (object keys included) made storable, in place. Iterative, so a
 * body nested thousands of levels deep (refused by the contract's limits afterwards) cannot overflow
 * the stack here. `onlyInvisible`, when given, is told of each string value that held nothing but
 * invisible characters and white space (`isOnlyInvisible`), with its field name.
 */
export function storableJson<T>(value: T, onlyInvisible?: (field: string | undefined) => void): T {
  const pending: { node: object; place: Place | null }[] = [];
  /** A value made storable: a string cleaned, an object or array queued for its own strings. */
  const visit = (item: unknown, place: Place | null): unknown => {
    if (typeof item === 'string') {
      const clean = storableText(item);
      if (onlyInvisible && isOnlyInvisible(item, clean)) onlyInvisible(fieldAt(place));
      return clean;
    }
    if (item !== null && typeof item === 'object') pending.push({ node: item, place });
    return item;
  };
  const result = visit(value, null) as T;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, place } = next;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i += 1)
        node[i] = visit(node[i], onlyInvisible ? { parent: place, key: i } : null);
      continue;
    }
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const before = record[key];
      const storableKey = storableText(key);
      // Places are kept only when asked for (tracking bodies, the busiest, never ask).
      const item = visit(before, onlyInvisible ? { parent: place, key: storableKey } : null);
      if (storableKey === key && item === before) continue;
      // A key that differs only by such a character from another one: the later in the body wins, as with
      // a key sent twice.
      if (storableKey !== key) delete record[key];
      // Defined, not assigned: an own "__proto__" key (JSON.parse makes one) must not reach the prototype setter.
      Object.defineProperty(record, storableKey, { value: item, writable: true, enumerable: true, configurable: true });
    }
  }
  return result;
}
