/**
 * Text people type reaches briefs, chats and client records without hidden controls (direction
 * overrides, zero-width characters, BEL, U+0000); a field of nothing else is refused naming it; a social
 * profile is an http(s) address or a @handle, never a `javascript:` or `data:` value. Tracking bodies
 * come from pages: there a field of only such characters is cleaned, and the event kept.
 */
import { expect, it } from 'vitest';
import { contractSuite } from './support/suite';

const RLO = '\u202e';
const ZWSP = '\u200b';
const BEL = '\u0007';

contractSuite('text people type', (ctx) => {
  async function started(session: string) {
    const start = await ctx.api.post('/questionnaire/start', { session_id: session, plan_type: 'pro' });
    expect(start.status).toBe(200);
  }
  const patch = (session: string, json: unknown) => ctx.api.call('PATCH', `/questionnaire/brief/${session}`, { json });

  it('removes invisible controls from brief corrections, all the way to the completed brief', async () => {
    const session = 'session_1774000000000_controlli';
    await started(session);
    const corrected = await patch(session, {
      business_name: `Pizzeria${ZWSP} ${RLO}Da Gennaro${BEL}`,
      email: 'a@b.c\u0000',
      notes: `Prima riga\nseconda\triga\u2028terza${'\u2066'}`,
      services: [{ name: `Margherita${'\ufeff'}`, price: `7,50 €${'\u200f'}` }],
      colors: [`blu${'\u00ad'}`],
      owner_name: 'Chef 👩‍🍳 Anna',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({
      business_name: 'Pizzeria Da Gennaro',
      contacts: { email: 'a@b.c' },
      notes: 'Prima riga\nseconda\triga\nterza',
      services: [{ name: 'Margherita', price: '7,50 €' }],
      colors: ['blu'],
      owner_name: 'Chef 👩‍🍳 Anna',
    });
    const complete = await ctx.api.post(`/questionnaire/complete/${session}`, { confirmed: true });
    expect(complete.status).toBe(200);
    expect(complete.body.brief.business_name).toBe('Pizzeria Da Gennaro');
    expect(JSON.stringify(complete.body.brief)).not.toMatch(/\\u0000|\\u0007|\u202e|\u200b/);
  });

  it('refuses a field that is only controls, naming it', async () => {
    const session = 'session_1774000000000_solo-controlli';
    await started(session);
    for (const [json, field] of [
      [{ business_name: `${RLO}${ZWSP}` }, 'business_name'],
      [{ email: `${BEL} ${'\u0000'}` }, 'email'],
      [{ services: [{ name: '\u2060', price: null }] }, 'services[0].name'],
      [{ colors: ['rosso', '\ufeff'] }, 'colors[1]'],
    ] as const) {
      const refused = await patch(session, json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(refused.body.field).toBe(field);
      expect(refused.body.detail).toMatch(/invisibili/);
    }
    // A plain empty text still clears a field, as before.
    expect((await patch(session, { business_name: '' })).status).toBe(200);
  });

  it('takes social profiles as http(s) addresses or @handles only', async () => {
    const session = 'session_1774000000000_social';
    await started(session);
    for (const value of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://files.example.it/',
      'https://',
      'Seguiteci!',
    ]) {
      const refused = await patch(session, { social: ['https://instagram.com/ok', value] });
      expect(refused.status, value).toBe(400);
      expect(refused.body.field).toBe('social');
    }
    const accepted = await patch(session, {
      social: [
        'https://www.instagram.com/dagennaro',
        '@pizzeriadagennaro',
        'Facebook: @dagennaro',
        'tiktok.com/@gennaro',
      ],
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.contacts.social).toEqual([
      'https://www.instagram.com/dagennaro',
      '@pizzeriadagennaro',
      'Facebook: @dagennaro',
      'https://tiktok.com/@gennaro',
    ]);
  });

  it('cleans chat messages and refuses one of only controls', async () => {
    const session = 'session_1774000000000_chat-controlli';
    await started(session);
    const chat = await ctx.api.post(`/questionnaire/chat/${session}`, {
      role: 'user',
      content: `Ho una pizzeria${RLO} a Napoli${BEL}, si chiama Pizzeria da Gennaro.${ZWSP}`,
    });
    expect(chat.status).toBe(200);
    const resumed = await ctx.api.post('/questionnaire/start', { session_id: session, plan_type: 'pro' });
    expect(resumed.body.messages.map((m: { content: string }) => m.content)).toContain(
      'Ho una pizzeria a Napoli, si chiama Pizzeria da Gennaro.',
    );
    const refused = await ctx.api.post(`/questionnaire/chat/${session}`, { role: 'user', content: `${ZWSP}${RLO}` });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('content');
  });

  it('cleans a client’s domain and refuses one of only controls', async () => {
    const admin = await ctx.api.adminToken();
    const created = await ctx.api.post(
      '/admin/create-client-access',
      { domain: `${ZWSP}forno${'\u00ad'}-rossi.it` },
      admin,
    );
    expect(created.status).toBe(201);
    expect(created.body.client.domain).toBe('forno-rossi.it');
    const refused = await ctx.api.post('/admin/create-client-access', { domain: `${RLO}` }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('domain');
  });

  it('keeps a tracked event whose text is only invisible characters, without them', async () => {
    const { api, clock } = ctx;
    clock.set('2026-06-01T10:00:00Z');
    const client = await api.createClient({ domain: 'bottone-vuoto.it', plan: 'pro' });
    const click = await api.post('/track/click', {
      page_url: 'https://bottone-vuoto.it/',
      element_text: ZWSP,
      click_type: 'button',
      session_id: 'session_vuoto',
    });
    expect(click.status).toBe(202);
    expect(click.body.accepted).toBe(true);
    const stats = await api.get('/client/stats?start_date=2026-06-01&end_date=2026-06-01', client.session);
    expect(stats.body.total_clicks).toBe(1);
    expect(JSON.stringify(stats.body)).not.toMatch(/\u200b|\u202e/);
  });
});
