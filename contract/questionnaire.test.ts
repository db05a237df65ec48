/** The questionnaire chat: start, resume, chat, complete, and what the admin sees afterwards. */
import { expect, it } from 'vitest';
import { contractSuite } from './support/suite';

contractSuite('questionnaire', (ctx) => {
  it('runs a conversation to a brief the admin can read', async () => {
    const { api } = ctx;
    const session = 'session_1774000000000_contratto';
    const start = await api.post('/questionnaire/start', { session_id: session, plan_type: 'pro' });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({
      session_id: session,
      plan_type: 'pro',
      status: 'in_progress',
      resumed: false,
      selected_style: null,
    });
    expect(start.body.messages).toHaveLength(1);
    expect(start.body.messages[0]).toMatchObject({ role: 'assistant', content: start.body.initial_message });

    const replies: string[] = [];
    for (const content of [
      'Ho una pizzeria a Napoli, si chiama Pizzeria da Gennaro.',
      'Turisti e famiglie del quartiere.',
      'Margherita 6 euro, marinara 5 euro, asporto.',
    ]) {
      const chat = await api.post(`/questionnaire/chat/${session}`, { role: 'user', content });
      expect(chat.status).toBe(200);
      expect(chat.body.assistant_message.role).toBe('assistant');
      expect(chat.body.progress.total).toBeGreaterThan(0);
      replies.push(chat.body.assistant_message.content);
    }
    const style = await api.post(`/questionnaire/chat/${session}`, {
      role: 'user',
      content: 'Ho scelto lo stile Business Elegante. Continua con le domande.',
      hidden: true,
      selected_style: 'business',
    });
    expect(style.status).toBe(200);

    const resumed = await api.post('/questionnaire/start', { session_id: session, plan_type: 'pro' });
    expect(resumed.body).toMatchObject({
      resumed: true,
      questionnaire_id: start.body.questionnaire_id,
      selected_style: 'business',
    });
    // The hidden follow-up is not part of what the visitor sees again.
    expect(resumed.body.messages).toHaveLength(1 + 3 * 2 + 1);
    expect(resumed.body.messages.map((m: { content: string }) => m.content)).toContain(replies[2]);

    const complete = await api.post(`/questionnaire/complete/${session}`);
    expect(complete.status).toBe(200);
    expect(complete.body).toMatchObject({ questionnaire_id: start.body.questionnaire_id, status: 'completed' });
    expect(complete.body.brief).toMatchObject({ plan_type: 'pro', style: 'business' });
    const again = await api.post(`/questionnaire/complete/${session}`);
    expect(again.body).toEqual(complete.body);

    const admin = await api.adminToken();
    const list = await api.get('/admin/questionnaires', admin);
    expect(list.body.questionnaires).toHaveLength(1);
    expect(list.body.questionnaires[0]).toMatchObject({
      questionnaire_id: start.body.questionnaire_id,
      status: 'completed',
      message_count: 1 + 4 * 2,
    });
    const detail = await api.get(`/admin/questionnaires/${start.body.questionnaire_id}`, admin);
    expect(detail.body.messages.filter((m: { hidden?: boolean }) => m.hidden)).toHaveLength(1);
    expect(detail.body.brief).toEqual(complete.body.brief);

    const linked = await api.post(
      '/admin/create-client-access',
      { questionnaire_id: start.body.questionnaire_id },
      admin,
    );
    expect(linked.status).toBe(201);
    expect(linked.body.client).toMatchObject({ questionnaire_id: start.body.questionnaire_id, plan: 'pro' });
  });

  it("names each client by its questionnaire's business and gives the domain wish (issue 27 §8)", async () => {
    const { api } = ctx;
    const session = 'session_1774000000001_nomecliente';
    const start = await api.post('/questionnaire/start', { session_id: session, plan_type: 'pro' });
    expect(start.status).toBe(200);
    const chat = await api.post(`/questionnaire/chat/${session}`, {
      role: 'user',
      content: 'Ho un forno a Bologna, si chiama Forno Rossi.',
    });
    expect(chat.status).toBe(200);
    const corrected = await api.call('PATCH', `/questionnaire/brief/${session}`, {
      json: { business_name: 'Forno Rossi dal 1950', domain_wish: 'fornorossi.it' },
    });
    expect(corrected.status).toBe(200);
    expect((await api.post(`/questionnaire/complete/${session}`)).status).toBe(200);

    const admin = await api.adminToken();
    const summaries = (await api.get('/admin/questionnaires', admin)).body.questionnaires;
    const summary = summaries.find(
      (q: { questionnaire_id: string }) => q.questionnaire_id === start.body.questionnaire_id,
    );
    expect(summary).toMatchObject({ domain_wish: 'fornorossi.it' });

    const linked = await api.post(
      '/admin/create-client-access',
      { questionnaire_id: start.body.questionnaire_id },
      admin,
    );
    const alone = await api.post('/admin/create-client-access', { domain: 'senza-questionario.it' }, admin);
    expect([linked.status, alone.status]).toEqual([201, 201]);
    const clients = (await api.get('/admin/clients', admin)).body.clients as {
      client_id: string;
      business_name: string | null;
    }[];
    const byId = new Map(clients.map((client) => [client.client_id, client]));
    expect(byId.get(linked.body.client.client_id)).toMatchObject({ business_name: 'Forno Rossi dal 1950' });
    expect(byId.get(alone.body.client.client_id)).toMatchObject({ business_name: null });
  });
});
