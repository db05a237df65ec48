import { describe, expect, it } from 'vitest';
import { isOnlyInvisible, storableJson, storableText } from './storable-text';

describe('storableText', () => {
  it('replaces lone surrogates with U+FFFD, one for one', () => {
    expect(storableText('fine \ud83d')).toBe('fine \ufffd');
    expect(storableText('\udc00start')).toBe('\ufffdstart');
    // A low surrogate before a high one is two lone halves, not a pair.
    expect(storableText('\udc00\ud83d')).toBe('\ufffd\ufffd');
    expect(storableText('x\ud83d\ud83d\ude00')).toBe('x\ufffd\ud83d\ude00');
  });

  it('leaves well-formed text alone: accents, tabs and line breaks, emoji with their joiners, skin tones and flags', () => {
    for (const text of [
      '',
      'Pizzeria Da Gennaro',
      'Caffè «Città» 🍕👩‍🍳',
      '\ufffd already',
      'riga 1\n\triga 2\r\n',
      '👨‍👩‍👧‍👦 👍🏽 ❤️ 🏳️‍🌈 👩🏻‍⚕️',
      '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} Scozia',
      'שלום مرحبا 你好',
    ]) {
      expect(storableText(text)).toBe(text);
    }
  });

  it('removes invisible controls: C0 and C1 controls, U+0000, direction controls, zero-width characters', () => {
    expect(storableText('a@b.c\u0000')).toBe('a@b.c');
    expect(storableText('a\u0007b\u001bc\u007fd\u0085e\u009ff')).toBe('abcdef');
    // «moc.elgoog» shown backwards as «google.com» by U+202E, and every other direction control.
    expect(storableText('\u202emoc.elgoog\u202c')).toBe('moc.elgoog');
    expect(storableText('\u202a\u202b\u202d\u2066\u2067\u2068\u2069\u200e\u200f\u061cx')).toBe('x');
    expect(storableText('zero\u200bwidth\u200c\u200d\u2060\ufeffjoin')).toBe('zerowidthjoin');
    expect(storableText('soft\u00adhyphen \u034f\u115f\u1160\u3164\uffa0\u180e.')).toBe('softhyphen .');
    // Tags and supplementary variation selectors carry hidden text; outside a flag they go.
    expect(storableText('ok\u{E0041}\u{E0042}\u{E007F}\u{E0100}')).toBe('ok');
    // A joiner that joins nothing visible goes.
    expect(storableText('a\u200db 🍕\u200d')).toBe('ab 🍕');
  });

  it('turns line and paragraph separators into line feeds', () => {
    expect(storableText('uno\u2028due\u2029tre')).toBe('uno\ndue\ntre');
  });

  it('tells a text of only invisible characters from an empty or a visible one', () => {
    for (const text of ['\u200b', '\u202e \u0007', '\ufeff\n'])
      expect(isOnlyInvisible(text, storableText(text))).toBe(true);
    for (const text of ['', '  ', 'a\u200b', '🍕']) expect(isOnlyInvisible(text, storableText(text))).toBe(false);
  });
});

describe('storableJson', () => {
  it('cleans every string of a parsed body, keys included, nested in objects and arrays', () => {
    const body = JSON.parse(
      '{"a\\u0000":"x\\ud800","list":["\\udfff",{"deep":["ok","\\u202eno"]}],"n":1,"t":true,"z":null}',
    );
    expect(storableJson(body)).toEqual({
      a: 'x\ufffd',
      list: ['\ufffd', { deep: ['ok', 'no'] }],
      n: 1,
      t: true,
      z: null,
    });
    expect(storableJson('\u0000')).toBe('');
    expect(storableJson(42)).toBe(42);
  });

  it('names each string value that held only invisible characters, as the validator names fields', () => {
    const fields: (string | undefined)[] = [];
    const body = JSON.parse(
      '{"name":"\\u200b","ok":"x","services":[{"name":"a"},{"name":" \\u0007"}],"tags":["\\ufeff"],"empty":""}',
    );
    storableJson(body, (field) => fields.push(field));
    expect(fields.sort()).toEqual(['name', 'services[1].name', 'tags[0]']);
    const top: (string | undefined)[] = [];
    storableJson('\u202e', (field) => top.push(field));
    expect(top).toEqual([undefined]);
  });

  it('walks a value nested far deeper than the call stack allows', () => {
    const depth = 200_000;
    const body = JSON.parse(`${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`) as unknown;
    storableJson(body, () => {});
    let node = body;
    for (let i = 0; i < depth; i += 1) node = (node as unknown[])[0];
    expect(node).toBe('\ufffd');
  });
});
