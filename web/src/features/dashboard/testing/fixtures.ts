import type { Client, QuestionnaireDetail, QuestionnaireSummary, Stats } from '../../../../../core/api';

/**
 * Small, hand-made contract data for unit tests and stories: realistic Italian content, fixed dates,
 * typed from the contract so a contract change breaks them at compile time.
 */
function day(offset: number): string {
  const date = new Date(Date.UTC(2026, 10, 1 + offset));
  return date.toISOString().slice(0, 10);
}

const WEEKLY = [1, 1.15, 1.1, 1.05, 0.95, 0.6, 0.55];

export const timeseries: Stats['timeseries'] = Array.from({ length: 21 }, (_, index) => {
  const weight = WEEKLY[(index + 6) % 7]!;
  const pageViews = Math.round((140 + index * 3) * weight);
  const visitors = Math.round(pageViews * 0.62);
  return {
    date: day(index),
    page_views: pageViews,
    unique_visitors: visitors,
    clicks: Math.round(pageViews * 0.4),
    conversions: index % 3 === 0 ? 2 : 1,
  };
});

const sum = (pick: (entry: Stats['timeseries'][number]) => number) => timeseries.reduce((total, entry) => total + pick(entry), 0);

export const seedStats: Stats = {
  total_page_views: sum((entry) => entry.page_views),
  unique_visitors: 1874,
  total_clicks: sum((entry) => entry.clicks),
  total_conversions: sum((entry) => entry.conversions),
  conversion_rate: Math.round((sum((entry) => entry.conversions) / 1874) * 10000) / 100,
  most_visited_pages: [
    { page_url: 'https://landingfacile.it/', page_title: 'Landing Facile · Landing page professionali', views: 1620 },
    { page_url: 'https://landingfacile.it/payment-selection?plan=basic', page_title: 'Scegli il pagamento', views: 412 },
    { page_url: 'https://pizzeriadagennaro.it/', page_title: 'Pizzeria da Gennaro · Napoli', views: 388 },
    { page_url: 'https://studiolegalerossi.it/', page_title: null, views: 201 },
    { page_url: 'https://landingfacile.it/questionario?plan=pro', page_title: 'Questionario', views: 97 },
  ],
  most_clicked_elements: [
    { element_text: 'Inizia Ora', click_type: 'cta', page_url: 'https://landingfacile.it/', clicks: 311 },
    { element_text: 'Prenota un tavolo', click_type: 'button', page_url: 'https://pizzeriadagennaro.it/', clicks: 142 },
    { element_text: 'Vedi il menù', click_type: 'link', page_url: 'https://pizzeriadagennaro.it/', clicks: 88 },
    { element_text: null, click_type: 'unknown', page_url: 'https://studiolegalerossi.it/', clicks: 12 },
  ],
  recent_activity: [
    { type: 'conversion', page_url: 'https://landingfacile.it/questionario?plan=pro', details: 'Conversione «questionnaire_completed» · piano pro · 49 €', timestamp: '2026-11-21T08:12:40Z' },
    { type: 'click', page_url: 'https://pizzeriadagennaro.it/', details: 'Click su «Prenota un tavolo» (button)', timestamp: '2026-11-21T08:10:02Z' },
    { type: 'page_view', page_url: 'https://pizzeriadagennaro.it/', details: 'Visita a «Pizzeria da Gennaro · Napoli»', timestamp: '2026-11-21T08:09:51Z' },
    { type: 'page_view', page_url: 'https://landingfacile.it/', details: 'Visita a «Landing Facile · Landing page professionali»', timestamp: '2026-11-20T22:47:13Z' },
  ],
  timeseries,
  range: { start_date: timeseries[0]!.date, end_date: timeseries[timeseries.length - 1]!.date },
};

export const emptyStats: Stats = {
  total_page_views: 0,
  unique_visitors: 0,
  total_clicks: 0,
  total_conversions: 0,
  conversion_rate: 0,
  most_visited_pages: [],
  most_clicked_elements: [],
  recent_activity: [],
  timeseries: [],
  range: { start_date: null, end_date: null },
};

export const clients: Client[] = [
  { client_id: 'cli_pizzeria', questionnaire_id: 'q_pizzeria', domain: 'pizzeriadagennaro.it', created_at: '2026-11-18T09:30:00Z', is_active: true, plan: 'pro' },
  { client_id: 'cli_studio_rossi', questionnaire_id: null, domain: 'studiolegalerossi.it', created_at: '2026-11-10T15:02:00Z', is_active: true, plan: 'basic' },
  { client_id: 'cli_nuovo', questionnaire_id: null, domain: null, created_at: '2026-11-02T11:45:00Z', is_active: false, plan: 'basic' },
];

export const questionnaireSummaries: QuestionnaireSummary[] = [
  {
    questionnaire_id: 'q_pizzeria',
    session_id: 'session_1763712000000_k3j9x2a1b',
    plan_type: 'pro',
    status: 'completed',
    created_at: '2026-11-17T18:20:00Z',
    completed_at: '2026-11-17T18:31:00Z',
    business_name: 'Pizzeria da Gennaro',
    message_count: 9,
  },
  {
    questionnaire_id: 'q_yoga',
    session_id: 'session_1763500000000_a8d7c6b5e',
    plan_type: 'basic',
    status: 'in_progress',
    created_at: '2026-11-15T10:04:00Z',
    completed_at: null,
    business_name: null,
    message_count: 3,
    flags: [{ type: 'refund', excerpt: 'Voglio indietro i soldi, non mi interessa più', turn: 1 }],
  },
];

export const pizzeriaQuestionnaire: QuestionnaireDetail = {
  ...questionnaireSummaries[0]!,
  selected_style: 'business',
  messages: [
    { role: 'assistant', content: 'Ciao! Sono qui per aiutarti a creare la tua landing page. Come si chiama la tua attività e di cosa si occupa?', timestamp: '2026-11-17T18:20:00Z' },
    { role: 'user', content: 'Pizzeria da Gennaro, pizza napoletana a legna nel centro di Napoli.', timestamp: '2026-11-17T18:21:10Z' },
    { role: 'assistant', content: 'Che bello! Chi sono i tuoi clienti tipici?', timestamp: '2026-11-17T18:21:12Z' },
    { role: 'user', content: 'Famiglie e turisti, tanti ordini da asporto la sera.', timestamp: '2026-11-17T18:22:40Z' },
    { role: 'user', content: 'Ho scelto lo stile: Professionale', timestamp: '2026-11-17T18:25:00Z' },
    { role: 'user', content: 'Stile scelto: Professionale. Continua con le domande per completare la landing page.', timestamp: '2026-11-17T18:25:01Z', hidden: true },
    { role: 'assistant', content: 'Perfetto. Quali contatti vuoi mostrare sulla pagina?', timestamp: '2026-11-17T18:25:03Z' },
    { role: 'user', content: 'Telefono 081 555 1234 e WhatsApp, via dei Tribunali 32.', timestamp: '2026-11-17T18:28:30Z' },
    { role: 'assistant', content: 'Grazie, ho tutto quello che serve!', timestamp: '2026-11-17T18:28:32Z' },
  ],
  brief: {
    plan_type: 'pro',
    business_name: 'Pizzeria da Gennaro',
    activity: 'Pizza napoletana cotta nel forno a legna, sala e asporto.',
    city: 'Napoli',
    target_customers: 'Famiglie del quartiere e turisti',
    services: [
      { name: 'Margherita', price: '7 €' },
      { name: 'Asporto serale', price: null },
    ],
    strengths: 'Impasto a lunga lievitazione, ingredienti campani DOP',
    tone: 'Caldo e familiare',
    style: 'business',
    colors: ['#b91c1c', '#f5f0e6', 'verde basilico'],
    contacts: { email: null, phone: '081 555 1234', address: 'Via dei Tribunali 32, Napoli', whatsapp: '+39 333 123 4567', social: ['instagram.com/pizzeriadagennaro'] },
    domain_wish: 'pizzeriadagennaro.it',
    notes: null,
  },
  brief_review: {
    edited_fields: ['services', 'whatsapp'],
    confirmed_fields: ['business_name', 'activity', 'city', 'target_customers', 'strengths', 'tone', 'colors', 'phone', 'address', 'social', 'domain_wish'],
    confirmed_at: '2026-11-17T18:31:00Z',
  },
};

export const pizzeriaClient = clients[0]!;

/** In progress, no brief yet, and the assistant flagged a refund request. */
export const yogaQuestionnaire: QuestionnaireDetail = {
  ...questionnaireSummaries[1]!,
  selected_style: null,
  messages: [
    { role: 'assistant', content: 'Ciao! Raccontami della tua attività: come si chiama, di cosa si occupa e in quale città?', timestamp: '2026-11-15T10:04:00Z' },
    { role: 'user', content: 'Voglio indietro i soldi, non mi interessa più', timestamp: '2026-11-15T10:05:00Z' },
    { role: 'assistant', content: 'Mi dispiace. Per un rimborso scrivi a supporto@landingfacile.it: ti risponde una persona del team.', timestamp: '2026-11-15T10:05:02Z' },
  ],
  brief: null,
  brief_review: { edited_fields: [], confirmed_fields: [], confirmed_at: null },
};
