/**
 * The corpus as a test: the deterministic interviewer must keep getting at least this share of the
 * expected brief fields right (npm run bench:interviewer prints the detail), and every conversation
 * must reach the end of the interview.
 */
import { describe, expect, it } from 'vitest';
import { CORPUS, runConversation, scoreCorpus } from './index';

/** Raise it when the interviewer gets better; never lower it to make a change pass. */
const FLOOR = 0.97;

describe('the interviewer corpus', () => {
  const score = scoreCorpus(CORPUS);

  it('has at least 40 conversations', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CORPUS.map((c) => c.id)).size).toBe(CORPUS.length);
  });

  it(`gets at least ${FLOOR * 100}% of the expected brief fields right`, () => {
    const misses = score.results.filter((r) => !r.ok).map((r) => `${r.conversation} ${r.field}`);
    expect(score.right / score.total, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(FLOOR);
  });

  it('never raises a flag in a conversation that expects none, and raises the expected ones', () => {
    for (const c of CORPUS) {
      const { brief } = runConversation(c);
      const types = [...new Set((brief.flags ?? []).map((f) => f.type))].sort();
      expect(types, c.id).toEqual([...(c.expect.flags ?? [])].sort());
    }
  });

  it('never echoes nonsense, never praises a complaint, never asks two questions at once', () => {
    for (const c of CORPUS) {
      const { replies } = runConversation(c);
      for (const reply of replies) {
        expect(reply, c.id).not.toMatch(/asdf|qwert|\b(undefined|null|NaN)\b/);
        expect((reply.match(/\?/g) ?? []).length, `${c.id}: ${reply}`).toBeLessThanOrEqual(1);
      }
    }
  });
});
