import { describe, expect, it } from 'vitest';
import { MAX_LENGTH } from '../api/constraints';
import { randomId, randomToken } from './crypto';

const IDENTIFIER = /^[A-Za-z0-9_-]+$/;

describe('random identifiers', () => {
  it('are distinct across many draws, over several refills of the entropy pool', () => {
    // 12 bytes each: 4 096 / 12 ids per block, so 20 000 ids span about 60 blocks and every block boundary.
    const ids = Array.from({ length: 20_000 }, () => randomId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 500)) {
      expect(id).toMatch(IDENTIFIER);
      expect(id).toHaveLength(16);
    }
  });

  it('take the requested number of bytes, whatever the size, and fit the contract', () => {
    for (const bytes of [1, 6, 9, 12, 13, 40, 4_096 + 7]) {
      const id = randomId(bytes);
      expect(id).toHaveLength(Math.ceil((bytes * 4) / 3));
      expect(id).toMatch(IDENTIFIER);
    }
    expect(randomId().length).toBeLessThanOrEqual(MAX_LENGTH.Identifier);
  });

  it('tokens (secrets) are 43 characters of fresh randomness', () => {
    const tokens = Array.from({ length: 100 }, () => randomToken(32));
    expect(new Set(tokens).size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
