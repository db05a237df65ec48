import { describe, expect, it } from 'vitest';
import { storableJson, storableText } from './storable-text';

describe('storableText', () => {
  it('replaces U+0000 and lone surrogates with U+FFFD, one for one', () => {
    expect(storableText('a\u0000b')).toBe('a\ufffdb');
    expect(storableText('fine \ud83d')).toBe('fine \ufffd');
    expect(storableText('\udc00start')).toBe('\ufffdstart');
    // A low surrogate before a high one is two lone halves, not a pair.
    expect(storableText('\udc00\ud83d')).toBe('\ufffd\ufffd');
    expect(storableText('x\ud83d\ud83d\ude00')).toBe('x\ufffd\ud83d\ude00');
  });

  it('leaves well-formed text alone, emoji and accents included', () => {
    for (const text of ['', 'Pizzeria Da Gennaro', 'Caffè «Città» 🍕👩‍🍳', '\ufffd already']) {
      expect(storableText(text)).toBe(text);
    }
  });
});

describe('storableJson', () => {
  it('cleans every string of a parsed body, keys included, nested in objects and arrays', () => {
    const body = JSON.parse(
      '{"a\\u0000":"x\\ud800","list":["\\udfff",{"deep":["ok","\\u0000"]}],"n":1,"t":true,"z":null}',
    );
    expect(storableJson(body)).toEqual({
      'a\ufffd': 'x\ufffd',
      list: ['\ufffd', { deep: ['ok', '\ufffd'] }],
      n: 1,
      t: true,
      z: null,
    });
    expect(storableJson('\u0000')).toBe('\ufffd');
    expect(storableJson(42)).toBe(42);
  });

  it('walks a value nested far deeper than the call stack allows', () => {
    const depth = 200_000;
    const body = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    storableJson(body);
    let node = body;
    for (let i = 0; i < depth; i += 1) node = (node as unknown[])[0];
    expect(node).toBe('\ufffd');
  });
});
