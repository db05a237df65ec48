/**
 * The questionnaire is public, so it is bounded: starts and messages per client address (429 with
 * Retry-After) and messages per conversation (409), each with an Italian detail the chat shows. The
 * figures come from core/backend/limits.ts; the contract's descriptions state the same ones.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { LIMIT_RULES, QUESTIONNAIRE_MAX_MESSAGES } from '@core/backend/limits';
import { contractSuite } from './support/suite';

const contract = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8'));

it('the contract states the limits core applies', () => {
  const start = contract.paths['/questionnaire/start'].post.description as string;
  const chat = contract.paths['/questionnaire/chat/{session_id}'].post.description as string;
  expect(LIMIT_RULES.questionnaireStart.windowMs).toBe(60 * 60 * 1000);
  expect(start).toContain(`${LIMIT_RULES.questionnaireStart.points} an hour`);
  expect(LIMIT_RULES.questionnaireChat.windowMs).toBe(10 * 60 * 1000);
  expect(chat).toContain(`${LIMIT_RULES.questionnaireChat.points} every 10 minutes`);
  expect(chat).toContain(`at most ${QUESTIONNAIRE_MAX_MESSAGES} messages`);
});

contractSuite('questionnaire limits', (ctx) => {
  it('caps a conversation: the message that would pass the cap gets 409 with an Italian detail', async () => {
    const { api, clock } = ctx;
    clock.set('2026-06-01T09:00:00Z');
    expect((await api.post('/questionnaire/start', { session_id: 'lunga', plan_type: 'basic' })).status).toBe(200);
    // One assistant greeting, then two messages a turn.
    const turns = Math.floor((QUESTIONNAIRE_MAX_MESSAGES - 1) / 2);
    for (let turn = 1; turn <= turns; turn += 1) {
      const reply = await api.post('/questionnaire/chat/lunga', { role: 'user', content: `Dettaglio numero ${turn}` });
      expect(reply.status, `turn ${turn}`).toBe(200);
    }
    const full = await api.post('/questionnaire/chat/lunga', { role: 'user', content: 'Ancora una cosa' });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ status: 409, detail: expect.stringMatching(/numero massimo di messaggi/) });
    // The conversation can still be sent.
    expect((await api.post('/questionnaire/complete/lunga')).status).toBe(200);
  });

  it('limits messages per address across sessions: 429 with Retry-After and an Italian detail', async () => {
    const { api, clock } = ctx;
    clock.set('2026-06-02T09:00:00Z');
    const sessions = ['primo', 'secondo', 'terzo'];
    for (const session_id of sessions)
      expect((await api.post('/questionnaire/start', { session_id, plan_type: 'pro' })).status).toBe(200);
    const limit = LIMIT_RULES.questionnaireChat.points;
    for (let i = 0; i < limit; i += 1) {
      const answer = await api.post(`/questionnaire/chat/${sessions[i % sessions.length]}`, {
        role: 'user',
        content: `Messaggio ${i}`,
      });
      expect(answer.status, `message ${i}`).toBe(200);
    }
    const limited = await api.post('/questionnaire/chat/primo', { role: 'user', content: 'Uno di troppo' });
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toBe(
      'Stai inviando molti messaggi in poco tempo. Aspetta qualche minuto e poi riprova.',
    );
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMIT_RULES.questionnaireChat.windowMs / 1000);
    // Once the window has passed, the chat goes on.
    clock.set('2026-06-02T09:10:01Z');
    expect((await api.post('/questionnaire/chat/primo', { role: 'user', content: 'Eccomi di nuovo' })).status).toBe(
      200,
    );
  });

  it('limits starts per address: 429 with Retry-After and an Italian detail', async () => {
    const { api, clock } = ctx;
    clock.set('2026-06-03T09:00:00Z');
    const limit = LIMIT_RULES.questionnaireStart.points;
    for (let i = 0; i < limit; i += 1) {
      expect(
        (await api.post('/questionnaire/start', { session_id: `avvio_${i}`, plan_type: 'basic' })).status,
        `start ${i}`,
      ).toBe(200);
    }
    const limited = await api.post('/questionnaire/start', { session_id: 'avvio_di_troppo', plan_type: 'basic' });
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toMatch(/troppi questionari/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
