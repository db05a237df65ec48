/**
 * SPEC 4 and 9: when the style prompt appears. After an assistant reply, it is appended (1 s later) when
 * the conversation has 6 or more messages, or the reply mentions 'design' or 'colori', or it mentions
 * 'stile' with at least 4 messages and no style chosen yet. Once per prompt flag: the flag is set when the
 * prompt is scheduled and reset when a style is chosen.
 */
import type { StyleId } from '@core/api';

export const STYLE_PROMPT_DELAY_MS = 1000;
export const STYLE_PROMPT_MIN_MESSAGES = 6;
export const STYLE_WORD_MIN_MESSAGES = 4;

export function shouldPromptStyle(input: {
  reply: string;
  messageCount: number;
  selectedStyle: StyleId | null;
  alreadyPrompted: boolean;
}): boolean {
  if (input.alreadyPrompted) return false;
  const text = input.reply.toLocaleLowerCase('it-IT');
  if (input.messageCount >= STYLE_PROMPT_MIN_MESSAGES) return true;
  if (text.includes('design') || text.includes('colori')) return true;
  return text.includes('stile') && input.messageCount >= STYLE_WORD_MIN_MESSAGES && input.selectedStyle === null;
}
