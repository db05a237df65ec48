/** The interviewer's corpus: the conversations the bench and the corpus test score. */
import { CONVERSATIONS_A } from './conversations-a';
import { CONVERSATIONS_B } from './conversations-b';
import { CONVERSATIONS_C } from './conversations-c';
import { CONVERSATIONS_D } from './conversations-d';
import { CONVERSATIONS_E } from './conversations-e';
import { CONVERSATIONS_F } from './conversations-f';
import { CONVERSATIONS_G } from './conversations-g';
import type { Conversation } from './types';

export const CORPUS: readonly Conversation[] = [
  ...CONVERSATIONS_A,
  ...CONVERSATIONS_B,
  ...CONVERSATIONS_C,
  ...CONVERSATIONS_D,
  ...CONVERSATIONS_E,
  ...CONVERSATIONS_F,
  ...CONVERSATIONS_G,
];

export { HELD_OUT } from './held-out';
export { HELD_OUT_4 } from './held-out-4';
export { scoreCorpus, runConversation, type CorpusScore, type FieldResult } from './score';
