import { describe, expect, it } from 'vitest';
import { shouldPromptStyle } from './style-prompt';

const base = {
  reply: 'Chi sono i tuoi clienti?',
  messageCount: 3,
  selectedStyle: null,
  alreadyPrompted: false,
} as const;

describe('shouldPromptStyle', () => {
  it('prompts from 6 messages on', () => {
    expect(shouldPromptStyle({ ...base, messageCount: 5 })).toBe(false);
    expect(shouldPromptStyle({ ...base, messageCount: 6 })).toBe(true);
  });
  it("prompts when the reply mentions 'design' or 'colori', whatever the count", () => {
    expect(shouldPromptStyle({ ...base, reply: 'Parliamo del Design' })).toBe(true);
    expect(shouldPromptStyle({ ...base, reply: 'Quali colori preferisci?' })).toBe(true);
  });
  it("prompts on 'stile' only with 4 messages and no style chosen", () => {
    expect(shouldPromptStyle({ ...base, reply: 'Che stile ti piace?', messageCount: 3 })).toBe(false);
    expect(shouldPromptStyle({ ...base, reply: 'Che stile ti piace?', messageCount: 4 })).toBe(true);
    expect(
      shouldPromptStyle({ ...base, reply: 'Che stile ti piace?', messageCount: 4, selectedStyle: 'medical' }),
    ).toBe(false);
  });
  it('never prompts twice for the same flag', () => {
    expect(shouldPromptStyle({ ...base, messageCount: 10, alreadyPrompted: true })).toBe(false);
  });
});
