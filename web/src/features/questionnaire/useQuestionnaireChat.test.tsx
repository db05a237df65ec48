import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, QUESTIONNAIRE_MAX_MESSAGES } from '@core/backend';
import { QUESTIONNAIRE } from './content';
import { STYLE_OPTIONS } from './style-options';
import { questionnaireBackend, withPaymentLinks } from './testing/mock-backend';
import { REDIRECT_DELAY_MS, useQuestionnaireChat, type QuestionnaireChatOptions } from './useQuestionnaireChat';

const { server, runtime, requests } = questionnaireBackend();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await runtime.ready;
});
beforeEach(() => {
  requests.length = 0;
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

let sessionCounter = 0;
const newSession = () => `session_test_${Date.now()}_${(sessionCounter += 1)}`;

let currentPath = '';
function PathProbe() {
  const location = useLocation();
  currentPath = `${location.pathname}${location.search}`;
  return null;
}

function setup(options: Partial<QuestionnaireChatOptions> = {}) {
  const leaveTo = vi.fn();
  const sessionId = options.sessionId ?? newSession();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/questionario']}>
      <PathProbe />
      <Routes>
        <Route path="*" element={children} />
      </Routes>
    </MemoryRouter>
  );
  const view = renderHook(() => useQuestionnaireChat({ sessionId, plan: 'basic', leaveTo, ...options }), { wrapper });
  return { ...view, leaveTo, sessionId };
}

async function started(view: ReturnType<typeof setup>) {
  await waitFor(() => expect(view.result.current.state.phase).toBe('chatting'), { timeout: 5000 });
}

async function say(view: ReturnType<typeof setup>, text: string) {
  act(() => view.result.current.setDraft(text));
  await act(() => view.result.current.send());
}

const contents = (view: ReturnType<typeof setup>) => view.result.current.state.messages.map((m) => m.content);

describe('starting', { timeout: 20_000 }, () => {
  it('starts the questionnaire with the session and plan and shows the first assistant message', async () => {
    const view = setup({ plan: 'pro' });
    expect(view.result.current.state.loading).toBe(true);
    await started(view);
    expect(requests.find((r) => r.path === '/questionnaire/start')?.body).toEqual({
      session_id: view.sessionId,
      plan_type: 'pro',
    });
    expect(view.result.current.state.messages).toHaveLength(1);
    expect(view.result.current.state.messages[0]).toMatchObject({
      role: 'assistant',
      content: expect.stringContaining('Ciao!'),
    });
    expect(typeof view.result.current.state.messages[0]!.id).toBe('number');
  });

  it('shows the Italian fallback greeting when the start fails', async () => {
    server.use(http.post('*/api/questionnaire/start', () => HttpResponse.error()));
    const view = setup();
    await started(view);
    expect(contents(view)).toEqual([QUESTIONNAIRE.fallbackGreeting]);
  });

  it('resumes the same conversation for a known session', async () => {
    const first = setup();
    await started(first);
    await say(first, 'Pizzeria Da Mario a Roma');
    const before = contents(first);
    expect(before).toHaveLength(3);
    first.unmount();
    const again = setup({ sessionId: first.sessionId });
    await started(again);
    expect(contents(again)).toEqual(before);
  });
});

describe('sending', { timeout: 20_000 }, () => {
  it('appends the visitor message at once, waits, then appends the reply', async () => {
    const view = setup();
    await started(view);
    act(() => view.result.current.setDraft('Pizzeria Da Mario a Roma'));
    expect(view.result.current.canSend).toBe(true);
    let pending!: Promise<void>;
    act(() => {
      pending = view.result.current.send();
    });
    expect(view.result.current.state.loading).toBe(true);
    expect(view.result.current.canSend).toBe(false);
    expect(view.result.current.state.draft).toBe('');
    expect(contents(view).at(-1)).toBe('Pizzeria Da Mario a Roma');
    await act(() => pending);
    expect(view.result.current.state.loading).toBe(false);
    expect(view.result.current.state.messages.at(-1)?.role).toBe('assistant');
    expect(view.result.current.state.progress).toEqual({ covered: 1, total: 8 });
    expect(requests.find((r) => r.path === `/questionnaire/chat/${view.sessionId}`)?.body).toEqual({
      role: 'user',
      content: 'Pizzeria Da Mario a Roma',
    });
  });

  it('does not send empty or whitespace-only text', async () => {
    const view = setup();
    await started(view);
    act(() => view.result.current.setDraft('   \n  '));
    expect(view.result.current.canSend).toBe(false);
    await act(() => view.result.current.send());
    expect(view.result.current.state.messages).toHaveLength(1);
    expect(requests.some((r) => r.path.startsWith('/questionnaire/chat'))).toBe(false);
  });

  it("appends 'Mi dispiace, c'è stato un errore. Puoi riprovare?' when sending fails", async () => {
    const view = setup();
    await started(view);
    server.use(
      http.post('*/api/questionnaire/chat/:session', () => HttpResponse.json({ status: 500 }, { status: 500 })),
    );
    await say(view, 'Ciao');
    expect(contents(view).slice(-2)).toEqual(['Ciao', "Mi dispiace, c'è stato un errore. Puoi riprovare?"]);
    expect(view.result.current.state.loading).toBe(false);
  });

  it('keeps a too-long message in the box with an Italian explanation when the server refuses it', async () => {
    const view = setup();
    await started(view);
    const long = 'parola '.repeat(300);
    await say(view, long);
    expect(contents(view)).toHaveLength(1);
    expect(view.result.current.state.draft).toBe(long);
    expect(view.result.current.state.notice).toBe(QUESTIONNAIRE.tooLong(2000));
    act(() => view.result.current.setDraft('più breve'));
    expect(view.result.current.state.notice).toBeNull();
  });
});

describe('limits', { timeout: 20_000 }, () => {
  it('says in Italian that the conversation is full, and gives the text back', async () => {
    const view = setup();
    await started(view);
    // Bring the stored conversation to the cap, as a long chat would.
    const stored = await runtime.store.getQuestionnaireBySession(view.sessionId);
    const filler = Array.from({ length: QUESTIONNAIRE_MAX_MESSAGES - 1 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `Messaggio ${i}`,
      timestamp: '2026-06-01T09:00:00.000Z',
    }));
    await runtime.store.appendChatTurn(stored!.id, stored!.messages.length, {
      messages: filler,
      interview: stored!.interview,
      selected_style: stored!.selected_style,
    });
    await say(view, 'Un ultimo dettaglio');
    expect(contents(view)).toHaveLength(1);
    expect(view.result.current.state.draft).toBe('Un ultimo dettaglio');
    expect(view.result.current.state.notice).toBe(MESSAGES.questionnaireFull);
    expect(view.result.current.state.loading).toBe(false);
  });

  it('says in Italian that too many messages were sent, instead of a generic error', async () => {
    const view = setup();
    await started(view);
    server.use(
      http.post('*/api/questionnaire/chat/:session', () =>
        HttpResponse.json(
          {
            type: '/problemi/troppe-richieste',
            title: 'Troppe richieste',
            status: 429,
            detail: MESSAGES.tooManyChatMessages,
          },
          { status: 429, headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '120' } },
        ),
      ),
    );
    await say(view, 'Ciao');
    expect(view.result.current.state.notice).toBe(MESSAGES.tooManyChatMessages);
    expect(contents(view).some((c) => c === QUESTIONNAIRE.sendError)).toBe(false);
  });

  it('says in Italian that too many questionnaires were started, instead of the greeting', async () => {
    server.use(
      http.post('*/api/questionnaire/start', () =>
        HttpResponse.json(
          {
            type: '/problemi/troppe-richieste',
            title: 'Troppe richieste',
            status: 429,
            detail: MESSAGES.tooManyQuestionnaires,
          },
          { status: 429, headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '600' } },
        ),
      ),
    );
    const view = setup();
    await started(view);
    expect(contents(view)).toEqual([MESSAGES.tooManyQuestionnaires]);
  });
});

describe('the style prompt', { timeout: 20_000 }, () => {
  it('appears 1 second after the reply once there are 6 messages, once per flag', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = setup();
    await started(view);
    await say(view, 'Pizzeria Da Mario a Roma');
    await say(view, 'Famiglie e studenti');
    expect(view.result.current.state.messages).toHaveLength(5);
    expect(view.result.current.state.messages.some((m) => m.stylePrompt)).toBe(false);
    await say(view, 'Margherita 6 euro, marinara 5 euro');
    expect(view.result.current.state.messages).toHaveLength(7);
    act(() => vi.advanceTimersByTime(900));
    expect(view.result.current.state.messages.some((m) => m.stylePrompt)).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(view.result.current.state.messages.at(-1)).toMatchObject({
      stylePrompt: true,
      role: 'assistant',
      content: QUESTIONNAIRE.stylePrompt,
    });
    await say(view, 'Impasto a lunga lievitazione');
    act(() => vi.advanceTimersByTime(1500));
    expect(view.result.current.state.messages.filter((m) => m.stylePrompt)).toHaveLength(1);
  });

  it("appears early when the reply mentions 'colori'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A language-model interviewer (reference server only) may speak of colours at any turn; the mock's
    // rule-based one asks about them only at the style topic, after the business, customers, services,
    // strengths and tone: this reply is forged.
    server.use(
      http.post('*/api/questionnaire/chat/:session', () =>
        HttpResponse.json({
          assistant_message: {
            role: 'assistant',
            content: 'Quali colori preferisci?',
            timestamp: new Date().toISOString(),
          },
          ready_to_complete: false,
          progress: { covered: 1, total: 8 },
        }),
      ),
    );
    const view = setup();
    await started(view);
    await say(view, 'Pizzeria');
    expect(view.result.current.state.messages).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(view.result.current.state.messages.at(-1)?.stylePrompt).toBe(true);
  });
});

describe('choosing a style', { timeout: 20_000 }, () => {
  it("stores it, appends 'Ho scelto lo stile: …' at once, sends the hidden follow-up and appends the reply", async () => {
    const view = setup();
    await started(view);
    const option = STYLE_OPTIONS.find((o) => o.id === 'fitness')!;
    let pending!: Promise<void>;
    act(() => {
      pending = view.result.current.chooseStyle('fitness');
    });
    expect(view.result.current.state.selectedStyle).toBe('fitness');
    expect(view.result.current.state.stylePromptFlag).toBe(false);
    expect(contents(view).at(-1)).toBe(`Ho scelto lo stile: ${option.name}`);
    await act(() => pending);
    const hidden = requests.find((r) => r.path === `/questionnaire/chat/${view.sessionId}`)?.body as Record<
      string,
      unknown
    >;
    expect(hidden).toMatchObject({ role: 'user', hidden: true, selected_style: 'fitness' });
    expect(hidden.content).toContain(option.name);
    expect(hidden.content).toContain(option.description);
    expect(contents(view).at(-1)).toContain(`«${option.name}»`);
  });

  it('only logs a failure, keeping the visitor message', async () => {
    const view = setup();
    await started(view);
    server.use(http.post('*/api/questionnaire/chat/:session', () => HttpResponse.error()));
    await act(() => view.result.current.chooseStyle('medical'));
    expect(contents(view).at(-1)).toBe(`Ho scelto lo stile: ${STYLE_OPTIONS[0]!.name}`);
    expect(view.result.current.state.loading).toBe(false);
    expect(console.warn).toHaveBeenCalled();
  });
});

async function chatUntilFinishable(view: ReturnType<typeof setup>) {
  await started(view);
  await say(view, 'Pizzeria Da Mario a Roma');
  await say(view, 'Famiglie e studenti');
  expect(view.result.current.canFinish).toBe(false);
  await say(view, 'Margherita 6 euro');
  await waitFor(() => expect(view.result.current.canFinish).toBe(true));
}

describe('finishing', { timeout: 20_000 }, () => {
  it('completes, tracks the conversion (49 for pro, with the style), confirms, and after 3 s goes to /grazie without a link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = setup({ plan: 'pro', billing: 'annual', price: '16' });
    await chatUntilFinishable(view);
    await act(() => view.result.current.chooseStyle('business'));
    act(() => view.result.current.startReview());
    await act(() => view.result.current.finish());
    await waitFor(() => expect(requests.some((r) => r.path === '/track/conversion')).toBe(true));
    expect(requests.find((r) => r.path === `/questionnaire/complete/${view.sessionId}`)?.body).toEqual({
      confirmed: true,
      billing: 'annual',
    });
    const conversion = requests.find((r) => r.path === '/track/conversion')!.body;
    expect(conversion).toMatchObject({
      conversion_type: 'questionnaire_completed',
      plan_type: 'pro',
      value: 49,
      questionnaire_id: expect.any(String),
      metadata: {
        selected_style: 'business',
        questionnaire_session_id: view.sessionId,
        billing: 'annual',
        price: '16',
      },
    });
    expect(contents(view).at(-1)).toBe(QUESTIONNAIRE.confirmation({ name: 'Dominio Pro' } as never));
    expect(view.result.current.canFinish).toBe(false);
    await waitFor(() => expect(view.result.current.state.phase).toBe('redirecting'));
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS - 200));
    expect(currentPath).toBe('/questionario');
    act(() => vi.advanceTimersByTime(300));
    expect(currentPath).toBe('/grazie?plan=pro');
    expect(view.leaveTo).not.toHaveBeenCalled();
  });

  it("goes to the plan's payment link when one is configured (value 9 for basic)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(withPaymentLinks({ basic: 'https://pagamenti.example/basic', pro: 'https://pagamenti.example/pro' }));
    const view = setup({ plan: 'basic' });
    await chatUntilFinishable(view);
    act(() => view.result.current.startReview());
    await act(() => view.result.current.finish());
    await waitFor(() => expect(view.result.current.state.phase).toBe('redirecting'));
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS));
    // The order the completion created goes with the link, for Stripe to hand back in its webhook.
    const completed = (await runtime.orders.getOrderByQuestionnaire(view.result.current.state.questionnaireId!))!;
    expect(completed.order_id).toMatch(/^[A-Za-z0-9_-]{1,27}$/);
    expect(view.leaveTo).toHaveBeenCalledWith(
      `https://pagamenti.example/basic?client_reference_id=${completed.order_id}`,
    );
    await waitFor(() => expect(requests.some((r) => r.path === '/track/conversion')).toBe(true));
    expect(requests.find((r) => r.path === '/track/conversion')!.body).toMatchObject({
      value: 9,
      plan_type: 'basic',
      metadata: { selected_style: null },
    });
  });

  it("goes to the billing's own link with the order, the brief's email and the invoice data sent", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      withPaymentLinks(
        { basic: 'https://pagamenti.example/basic', pro: 'https://pagamenti.example/pro' },
        {
          basic: {
            annual: 'https://pagamenti.example/basic',
            monthly: 'https://pagamenti.example/b/mensile?lingua=it',
          },
          pro: { annual: null, monthly: null },
        },
      ),
    );
    const view = setup({ plan: 'basic', billing: 'monthly', price: '4' });
    await chatUntilFinishable(view);
    // An address with characters that mean something in a query string: the URL API encodes them.
    await act(() => view.result.current.correct({ email: 'mario+ordini@pizzeria.it' }));
    act(() => view.result.current.startReview());
    const invoice = {
      legal_name: 'Pizzeria Da Mario S.r.l.',
      tax_id: '01234567890',
      recipient_code: 'M5UXCR1',
      pec: null,
      address: 'Via Roma 1, 00100 Roma (RM)',
    };
    await act(() => view.result.current.finish(invoice));
    await waitFor(() => expect(view.result.current.state.phase).toBe('redirecting'));
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS));
    expect(requests.find((r) => r.path === `/questionnaire/complete/${view.sessionId}`)?.body).toEqual({
      confirmed: true,
      billing: 'monthly',
      invoice_details: invoice,
    });
    const completed = (await runtime.orders.getOrderByQuestionnaire(view.result.current.state.questionnaireId!))!;
    const url = new URL((view.leaveTo as ReturnType<typeof vi.fn>).mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe('https://pagamenti.example/b/mensile');
    expect(url.searchParams.get('lingua')).toBe('it');
    expect(url.searchParams.get('client_reference_id')).toBe(completed.order_id);
    expect(url.searchParams.get('prefilled_email')).toBe('mario+ordini@pizzeria.it');
    expect(url.search).toContain('prefilled_email=mario%2Bordini%40pizzeria.it');
  });

  it('only logs a completion failure and still moves on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = setup();
    await chatUntilFinishable(view);
    server.use(http.post('*/api/questionnaire/complete/:session', () => HttpResponse.error()));
    act(() => view.result.current.startReview());
    await act(() => view.result.current.finish());
    expect(console.warn).toHaveBeenCalled();
    await waitFor(() => expect(view.result.current.state.phase).toBe('redirecting'));
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS));
    expect(currentPath).toBe('/grazie?plan=basic');
  });
});

describe('the summary', { timeout: 20_000 }, () => {
  it('arrives with the start and changes with every reply', async () => {
    const view = setup();
    await started(view);
    expect(view.result.current.state.brief).toMatchObject({
      edited_fields: [],
      plan_type: 'basic',
      business_name: null,
    });
    await say(view, 'Ho una pizzeria a Napoli, si chiama Pizzeria da Gennaro.');
    expect(view.result.current.state.brief?.city).toMatch(/^Napoli/);
  });

  it('saves a correction, which later replies keep', async () => {
    const view = setup();
    await started(view);
    await say(view, 'Ho una pizzeria a Napoli, si chiama Pizzeria da Gennaro.');
    let result: unknown;
    await act(async () => {
      result = await view.result.current.correct({ city: 'Pozzuoli' });
    });
    expect(result).toEqual({ ok: true });
    expect(view.result.current.state.brief).toMatchObject({ edited_fields: ['city'], city: 'Pozzuoli' });
    await say(view, 'Siamo a Napoli, vicino al porto.');
    expect(view.result.current.state.brief?.city).toBe('Pozzuoli');
  });

  it('explains a refused correction in Italian, naming the field', async () => {
    const view = setup();
    await started(view);
    let result: unknown;
    await act(async () => {
      result = await view.result.current.correct({ email: 'non-valida' });
    });
    expect(result).toEqual({ ok: false, message: "L'indirizzo email non sembra valido.", field: 'email' });
    await act(async () => {
      result = await view.result.current.correct({ city: 'x'.repeat(201) });
    });
    expect(result).toEqual({ ok: false, message: QUESTIONNAIRE.summary.errors.tooLong(200), field: 'city' });
    server.use(http.patch('*/api/questionnaire/brief/:session', () => HttpResponse.error()));
    await act(async () => {
      result = await view.result.current.correct({ city: 'Roma' });
    });
    expect(result).toEqual({ ok: false, message: QUESTIONNAIRE.summary.errors.network, field: null });
    expect(view.result.current.state.brief?.edited_fields).toEqual([]);
  });

  it('asks for confirmation before completing, and can go back to the chat', async () => {
    const view = setup();
    await chatUntilFinishable(view);
    await act(() => view.result.current.finish());
    expect(requests.some((r) => r.path.startsWith('/questionnaire/complete/'))).toBe(false);
    act(() => view.result.current.startReview());
    expect(view.result.current.state.phase).toBe('reviewing');
    expect(view.result.current.canSend).toBe(false);
    act(() => view.result.current.cancelReview());
    expect(view.result.current.state.phase).toBe('chatting');
    expect(requests.some((r) => r.path.startsWith('/questionnaire/complete/'))).toBe(false);
  });
});
