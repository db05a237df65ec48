/**
 * Text every store can keep. A JSON request may carry characters that are valid in a JavaScript string
 * but not in stored Unicode text: U+0000 (PostgreSQL's text and jsonb refuse it) and lone surrogates
 * ("\ud83d" without its pair: an emoji cut in half by a client that truncated a message, which
 * JSON.stringify writes as an escape; PostgreSQL's jsonb refuses the escape, UTF-8 cannot encode it).
 * Each such character becomes U+FFFD, the replacement character, as any UTF-8 encoder does with a lone
 * surrogate. One character replaces one, so lengths are unchanged.
 *
 * Applied wherever text enters: every request's body, path and query, before validation, by the
 * validator the server and the mock share (core/validation/request.ts); a language model's reply
 * (core/interviewer/llm.ts); an older DATA_DIR copied by `db:import`. So every backend stores and answers
 * the same text, and no store meets a character it refuses: a chat message or a conversion's metadata
 * with such a character once gave a 500 on PostgreSQL, while the embedded store kept it as sent.
 */

/**
 * U+0000, a surrogate pair, or a lone surrogate: pairs are matched whole so that only lone halves are
 * replaced (without lookbehind, which older Safari versions, where the mock may run, cannot parse).
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what must be found
const NUL_OR_SURROGATES = /\u0000|[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;
/** Cheap first test: most strings hold no NUL and no surrogate at all. */
// eslint-disable-next-line no-control-regex -- as above
const SUSPECT = /[\u0000\ud800-\udfff]/;

export function storableText(text: string): string {
  return SUSPECT.test(text)
    ? text.replace(NUL_OR_SURROGATES, (match) => (match.length === 2 ? match : '\ufffd'))
    : text;
}

/**
 * A parsed JSON value with every string (object keys included) made storable, in place. Iterative, so a
 * body nested thousands of levels deep (refused by the contract's limits afterwards) cannot overflow
 * the stack here.
 */
export function storableJson<T>(value: T): T {
  const pending: object[] = [];
  /** A value made storable: a string cleaned, an object or array queued for its own strings. */
  const visit = (item: unknown): unknown => {
    if (typeof item === 'string') return storableText(item);
    if (item !== null && typeof item === 'object') pending.push(item);
    return item;
  };
  const result = visit(value) as T;
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i += 1) node[i] = visit(node[i]);
      continue;
    }
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const before = record[key];
      const item = visit(before);
      const storableKey = storableText(key);
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
