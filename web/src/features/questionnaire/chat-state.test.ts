import { describe, expect, it } from 'vitest';
import {
  canConfirm,
  canFinish,
  canSend,
  chatReducer,
  createEntryFactory,
  initialChatState,
  type ChatState,
} from './chat-state';

const entry = createEntryFactory(() => 1_763_712_000_000);
const draft: NonNullable<ChatState['brief']> = {
  edited_fields: [],
  plan_type: 'basic',
  business_name: 'Da Gennaro',
  activity: null,
  city: 'Napoli',
  target_customers: null,
  services: [],
  strengths: null,
  tone: null,
  style: null,
  colors: [],
  contacts: { email: null, phone: null, address: null, whatsapp: null, social: [] },
  domain_wish: null,
  notes: null,
};
const chatting = (messages: number): ChatState => ({
  ...initialChatState,
  phase: 'chatting',
  loading: false,
  messages: Array.from({ length: messages }, (_, i) => entry(i % 2 ? 'user' : 'assistant', `m${i}`)),
});

describe('chat entries', () => {
  it('have unique, increasing timestamp ids even within one millisecond', () => {
    const a = entry('user', 'a');
    const b = entry('user', 'b');
    expect(b.id).toBeGreaterThan(a.id);
    expect(new Date(a.timestamp).getTime()).toBe(a.id);
  });
});

describe('chatReducer', () => {
  it('shows the finish button with 6 or more messages and nothing loading', () => {
    expect(canFinish(chatting(5))).toBe(false);
    expect(canFinish(chatting(6))).toBe(true);
    expect(canFinish({ ...chatting(6), loading: true })).toBe(false);
    expect(canFinish(chatReducer(chatting(6), { type: 'completing' }))).toBe(false);
  });
  it('allows sending only non-blank text while nothing is loading', () => {
    expect(canSend({ ...chatting(1), draft: '  ' })).toBe(false);
    expect(canSend({ ...chatting(1), draft: 'ciao' })).toBe(true);
    expect(canSend({ ...chatting(1), draft: 'ciao', loading: true })).toBe(false);
    expect(canSend({ ...initialChatState, draft: 'ciao' })).toBe(false);
  });
  it('sets the prompt flag and a pending prompt when a reply calls for it, and resets the flag on choosing', () => {
    const sent = chatReducer(chatting(5), { type: 'userSent', entry: entry('user', 'x') });
    const replied = chatReducer(sent, {
      type: 'replyReceived',
      entry: entry('assistant', 'ok'),
      readyToComplete: false,
      progress: { covered: 2, total: 8 },
      brief: draft,
    });
    expect(replied.messages).toHaveLength(7);
    expect(replied).toMatchObject({ stylePromptFlag: true, stylePromptPending: true, loading: false });
    const shown = chatReducer(replied, {
      type: 'stylePromptShown',
      entry: entry('assistant', 'stili', { stylePrompt: true }),
    });
    expect(shown.stylePromptPending).toBe(false);
    const chosen = chatReducer(shown, {
      type: 'styleChosen',
      style: 'medical',
      entry: entry('user', 'Ho scelto lo stile: X'),
    });
    expect(chosen).toMatchObject({ selectedStyle: 'medical', stylePromptFlag: false, loading: true });
  });
  it('takes a refused message back into the box', () => {
    const sent = chatReducer(chatting(1), { type: 'userSent', entry: entry('user', 'troppo lungo') });
    const refused = chatReducer(sent, { type: 'sendRefused', entryId: sent.messages[1]!.id, notice: 'Troppo lungo' });
    expect(refused.messages).toHaveLength(1);
    expect(refused).toMatchObject({ draft: 'troppo lungo', notice: 'Troppo lungo', loading: false });
  });
  it('keeps the latest summary from replies and corrections', () => {
    const replied = chatReducer(chatting(1), {
      type: 'replyReceived',
      entry: entry('assistant', 'ok'),
      readyToComplete: false,
      progress: { covered: 1, total: 8 },
      brief: draft,
    });
    expect(replied.brief).toBe(draft);
    const corrected = { ...draft, edited_fields: ['city' as const], city: 'Pozzuoli' };
    expect(chatReducer(replied, { type: 'briefCorrected', brief: corrected }).brief).toBe(corrected);
    expect(chatReducer(replied, { type: 'styleReplyReceived', entry: null }).brief).toBe(draft);
  });
  it('confirms the summary between the finish button and the completion', () => {
    expect(chatReducer(chatting(3), { type: 'reviewStarted' }).phase).toBe('chatting');
    const reviewing = chatReducer(chatting(6), { type: 'reviewStarted' });
    expect(canConfirm(reviewing)).toBe(true);
    expect(canFinish(reviewing)).toBe(false);
    expect(canSend({ ...reviewing, draft: 'ciao' })).toBe(false);
    expect(chatReducer(reviewing, { type: 'reviewCancelled' }).phase).toBe('chatting');
    const completing = chatReducer(reviewing, { type: 'completing' });
    expect(canConfirm(completing)).toBe(false);
    expect(chatReducer(completing, { type: 'reviewCancelled' }).phase).toBe('completing');
  });
});
