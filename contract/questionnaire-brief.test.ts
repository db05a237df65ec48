/**
 * The summary beside the chat («Riepilogo»): every reply carries the draft brief, the customer corrects
 * fields, the correction wins in later turns and in the final brief, and the operator sees what was
 * confirmed and what was edited.
 */
import { expect, it } from 'vitest';
import { contractSuite } from './support/suite';

contractSuite('questionnaire brief', (ctx) => {
  it("carries the draft on start and on every reply, and keeps the customer's corrections", async () => {
    const { api } = ctx;
    const session = 'session_1774000000000_riepilogo';
    const start = await api.post('/questionnaire/start', { session_id: session, plan_type: 'pro' });
    expect(start.body.brief_draft).toMatchObject({
      edited_fields: [],
      plan_type: 'pro',
      business_name: null,
      services: [],
    });

    const first = await api.post(`/questionnaire/chat/${session}`, {
      role: 'user',
      content: 'Ho una pizzeria a Napoli, si chiama Pizzeria da Gennaro.',
    });
    expect(first.status).toBe(200);
    expect(first.body.brief_draft.business_name).toMatch(/Gennaro/);
    expect(first.body.brief_draft.city).toMatch(/^Napoli/);

    const corrected = await api.call('PATCH', `/questionnaire/brief/${session}`, {
      json: {
        business_name: '  Pizzeria Da Gennaro dal 1972 ',
        city: 'Pozzuoli',
        services: [
          { name: 'Margherita', price: '7,50 €' },
          { name: '  ', price: '1 €' },
        ],
        owner_name: 'Gennaro Esposito',
        colors: ['blu', ' Blu ', 'bianco'],
        email: 'info@dagennaro.it',
        phone: '081 555 1234',
      },
    });
    expect(corrected.status).toBe(200);
    expect([...corrected.body.edited_fields].sort()).toEqual([
      'business_name',
      'city',
      'colors',
      'email',
      'owner_name',
      'phone',
      'services',
    ]);
    expect(corrected.body).toMatchObject({
      business_name: 'Pizzeria Da Gennaro dal 1972',
      city: 'Pozzuoli',
      services: [{ name: 'Margherita', price: '7,50 €' }],
      colors: ['blu', 'bianco'],
      contacts: { email: 'info@dagennaro.it', phone: '081 555 1234' },
      plan_type: 'pro',
    });

    // A later turn that names another city does not undo the correction.
    const later = await api.post(`/questionnaire/chat/${session}`, {
      role: 'user',
      content: 'Siamo a Napoli, vicino al porto. Facciamo anche la marinara a 5 euro.',
    });
    expect(later.body.brief_draft.city).toBe('Pozzuoli');
    expect(later.body.brief_draft.business_name).toBe('Pizzeria Da Gennaro dal 1972');
    expect(later.body.brief_draft.edited_fields).toContain('city');

    // Clearing a field is a correction too; an earlier correction of another field stays.
    const cleared = await api.call('PATCH', `/questionnaire/brief/${session}`, { json: { phone: '' } });
    expect(cleared.body.contacts).toMatchObject({ email: 'info@dagennaro.it', phone: null });

    const resumed = await api.post('/questionnaire/start', { session_id: session, plan_type: 'pro' });
    expect(resumed.body.brief_draft).toEqual(cleared.body);

    const complete = await api.post(`/questionnaire/complete/${session}`, { confirmed: true });
    expect(complete.status).toBe(200);
    expect(complete.body.brief).toEqual(cleared.body);
    expect(complete.body.review.confirmed_at).toBe(complete.body.completed_at);
    expect(complete.body.review.edited_fields).toEqual(cleared.body.edited_fields);
    // Confirmed: shown with a value and not edited.
    expect(complete.body.review.confirmed_fields).toContain('activity');
    expect(complete.body.review.confirmed_fields).not.toContain('city');
    expect(complete.body.review.confirmed_fields).not.toContain('whatsapp');
    expect(complete.body.review.confirmed_fields).not.toContain('phone');

    const admin = await api.adminToken();
    const list = await api.get('/admin/questionnaires', admin);
    const summary = list.body.questionnaires.find((q: { session_id: string }) => q.session_id === session);
    expect(summary.business_name).toBe('Pizzeria Da Gennaro dal 1972');
    const detail = await api.get(`/admin/questionnaires/${start.body.questionnaire_id}`, admin);
    expect(detail.body.brief).toEqual(complete.body.brief);
    expect(detail.body.brief_review).toEqual(complete.body.review);

    const afterwards = await api.call('PATCH', `/questionnaire/brief/${session}`, { json: { city: 'Napoli' } });
    expect(afterwards.status).toBe(409);
    expect(afterwards.body.title).toBe('Operazione non possibile');
  });

  it('records no confirmation when the questionnaire is completed without one', async () => {
    const { api } = ctx;
    const session = 'session_1774000000000_senza_conferma';
    await api.post('/questionnaire/start', { session_id: session, plan_type: 'basic' });
    await api.post(`/questionnaire/chat/${session}`, { role: 'user', content: 'Studio di yoga Respiro a Lecce.' });
    const complete = await api.post(`/questionnaire/complete/${session}`);
    expect(complete.status).toBe(200);
    expect(complete.body.review).toEqual({ edited_fields: [], confirmed_fields: [], confirmed_at: null });
  });

  it('refuses corrections it cannot take, naming the field', async () => {
    const { api } = ctx;
    const session = 'session_1774000000000_correzioni';
    await api.post('/questionnaire/start', { session_id: session, plan_type: 'basic' });
    const patch = (json: unknown) => api.call('PATCH', `/questionnaire/brief/${session}`, { json });

    expect((await patch({})).status).toBe(400);
    const plan = await patch({ plan_type: 'pro' });
    expect(plan.status).toBe(400);
    expect(plan.body.field).toBe('plan_type');
    const tooLong = await patch({ business_name: 'x'.repeat(201) });
    expect(tooLong.body).toMatchObject({ status: 400, field: 'business_name' });
    const email = await patch({ email: 'info at pizzeria' });
    expect(email.body).toMatchObject({ status: 400, field: 'email', detail: "L'indirizzo email non sembra valido." });
    const phone = await patch({ whatsapp: 'chiamami' });
    expect(phone.body).toMatchObject({ status: 400, field: 'whatsapp' });
    const vat = await patch({ vat_number: '1234' });
    expect(vat.body).toMatchObject({ status: 400, field: 'vat_number' });
    const price = await patch({ services: [{ name: 'Lezione', price: 7 }] });
    expect(price.body).toMatchObject({ status: 400 });
    // Nothing refused was kept.
    const resumed = await api.post('/questionnaire/start', { session_id: session, plan_type: 'basic' });
    expect(resumed.body.brief_draft.edited_fields).toEqual([]);

    expect(
      (await api.call('PATCH', '/questionnaire/brief/session_sconosciuta', { json: { city: 'Roma' } })).status,
    ).toBe(404);
  });
});
