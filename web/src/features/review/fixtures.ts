/** A review as the backend answers it, for the stories and the component tests. */
import type { Review } from '../../components/review/api';

export const REVIEW_TOKEN = 'TokenDiAnteprimaPerLeStorie0123456789abcdef';

export function reviewFixture(overrides: Partial<Review> = {}): Review {
  return {
    site_id: 'site_storie',
    slug: 'pizzeria-da-gennaro',
    business_name: 'Pizzeria Da Gennaro',
    version: {
      version_id: 'ver_storie_2',
      number: 2,
      created_at: '2026-11-13T10:00:00.000Z',
      preview_url: `/api/review/${REVIEW_TOKEN}/versions/ver_storie_2/preview`,
    },
    sections: [
      { section_id: 'hero', type: 'hero', label: null },
      { section_id: 'menu', type: 'menu', label: 'Menu' },
      { section_id: 'contatti', type: 'contacts', label: 'Contatti' },
    ],
    requests: [
      {
        request_id: 'chg_2',
        number: 2,
        text: 'Aggiungete la pizza <b>del mese</b> al menu.',
        section_id: 'menu',
        section: { section_id: 'menu', type: 'menu', label: 'Menu' },
        extra: false,
        correction: false,
        state: 'in_lavorazione',
        created_at: '2026-11-16T09:00:00.000Z',
        due_at: '2026-11-17T12:00:00.000Z',
        late: false,
        completed_at: null,
        answered_version_id: null,
      },
      {
        request_id: 'chg_1',
        number: 1,
        text: 'Il telefono giusto è 081 123 4567.',
        section_id: 'contatti',
        section: { section_id: 'contatti', type: 'contacts', label: null },
        extra: false,
        correction: false,
        state: 'completata',
        created_at: '2026-11-14T09:00:00.000Z',
        due_at: '2026-11-14T17:00:00.000Z',
        late: false,
        completed_at: '2026-11-14T15:00:00.000Z',
        answered_version_id: 'ver_storie_2',
      },
    ],
    free_left: 3,
    free_limit: 5,
    free_until: '2026-12-14',
    extra_fee_eur: 20,
    published: false,
    expires_at: '2026-12-13T10:00:00.000Z',
    ...overrides,
  };
}

export const PREVIEW_HTML = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Pizzeria Da Gennaro</title>
<style>body{font-family:sans-serif;margin:0}section{padding:2rem}#hero{background:#fdf0e6}</style></head><body>
<section id="hero"><h1>Pizzeria Da Gennaro</h1><p>La vera pizza napoletana nel cuore di Bologna.</p></section>
<section id="menu"><h2>Menu</h2><p>Margherita, Marinara, Diavola.</p></section>
<section id="contatti"><h2>Contatti</h2><p>081 123 4567</p></section></body></html>`;
