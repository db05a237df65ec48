/** The interviewer's corpus: the conversations the bench and the corpus test score. */
import { CONVERSATIONS_A } from './conversations-a';
import { CONVERSATIONS_B } from './conversations-b';
import { CONVERSATIONS_C } from './conversations-c';
import { CONVERSATIONS_D } from './conversations-d';
import { CONVERSATIONS_E } from './conversations-e';
import type { Conversation } from './types';

export const CORPUS: readonly Conversation[] = [
  ...CONVERSATIONS_A,
  ...CONVERSATIONS_B,
  ...CONVERSATIONS_C,
  ...CONVERSATIONS_D,
  ...CONVERSATIONS_E,
];

export { HELD_OUT } from './held-out';
export { scoreCorpus, runConversation, type CorpusScore, type FieldResult } from './score';
