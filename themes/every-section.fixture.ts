/** A valid SiteContent with one section of every type, every optional slot filled: for the themes' tests. */
import type { SiteContent } from '@core/api';

export const everySection: SiteContent = {
  business: {
    name: 'Forno Bianchi',
    legal_name: 'Forno Bianchi di Bianchi Maria',
    activity: 'Panetteria',
    city: 'Bologna',
    founded: 1978,
    address: 'Via Saragozza 12, 40123 Bologna (BO)',
    maps_url: 'https://www.google.com/maps/search/?api=1&query=Via%20Saragozza%2012',
    phone: { display: '051 234 5678', e164: '+390512345678' },
    whatsapp: { display: '333 123 4567', e164: '+393331234567' },
    email: 'ciao@fornobianchi.example',
    pec: 'forno@pec.example',
    opening_hours: [
      { days: 'Lun-Sab', hours: '7-13 e 16-19:30' },
      { days: 'Domenica', hours: 'Chiuso' },
    ],
    social: ['@fornobianchi', 'https://www.facebook.com/fornobianchi'],
    vat_number: '12345678903',
    legal_details: ['REA BO-123456'],
  },
  meta: { title: 'Forno Bianchi · Panetteria a Bologna', description: 'Pane a lievito madre.', language: 'it' },
  sections: [
    {
      id: 'hero',
      type: 'hero',
      props: {
        eyebrow: 'Panetteria a Bologna',
        title: 'Il pane di una volta',
        text: 'Lievito madre e forno a legna.',
        primary: { label: 'Chiama', href: 'tel:+390512345678' },
        secondary: { label: 'I prodotti', href: '#prodotti' },
        facts: ['1978 anno di apertura', '40+ tipi di pane', 'Forno a legna'],
      },
    },
    {
      id: 'prodotti',
      type: 'services',
      label: 'Prodotti',
      props: {
        eyebrow: 'Prodotti',
        title: 'Dal nostro forno',
        text: 'Ogni mattina.',
        items: [
          { name: 'Pane di grano duro', description: 'Con semola rimacinata.', price: '4 € al kg' },
          { name: 'Crescentine', price: '1,50 €' },
        ],
        note: 'Prezzi IVA inclusa.',
      },
    },
    {
      id: 'specialita',
      type: 'services',
      props: {
        title: 'Specialità',
        items: [{ name: 'Torte', description: 'Su ordinazione.', tags: ['Torta di riso', 'Certosino'] }],
      },
    },
    {
      id: 'listino',
      type: 'menu',
      props: {
        title: 'Il banco',
        groups: [{ title: 'Salati', subtitle: 'Al taglio', items: [{ name: 'Pizza rossa', price: '2 €' }] }],
        highlight: { title: 'Colazione', text: 'Caffè e brioche', price: '2,50 €' },
        note: 'Fino a esaurimento.',
      },
    },
    {
      id: 'storia',
      type: 'about',
      label: 'Storia',
      props: {
        eyebrow: 'Dal 1978',
        title: 'La nostra storia',
        paragraphs: ['Tre generazioni di fornai.', 'Il forno è quello del nonno.'],
        milestones: [{ year: '1978', title: 'Apertura', text: 'In via Saragozza.' }],
        signature: 'Maria Bianchi',
      },
    },
    {
      id: 'perche',
      type: 'strengths',
      props: { title: 'Perché sceglierci', items: [{ title: 'Lievito madre', text: 'Da quarant’anni.' }] },
    },
    {
      id: 'ordina',
      type: 'cta',
      props: {
        title: 'Ordina la tua torta',
        text: 'Con due giorni di anticipo.',
        points: ['Ritiro in negozio', 'Consegna in zona'],
        action: { label: 'Scrivici', href: 'https://wa.me/393331234567' },
      },
    },
    {
      id: 'squadra',
      type: 'team',
      props: {
        title: 'Chi impasta',
        text: 'La famiglia.',
        members: [
          { name: 'Maria Bianchi', role: 'Titolare', bio: 'Fornaia dal 1990.' },
          { name: 'Dott.ssa Anna Neri', role: 'Pasticcera' },
        ],
      },
    },
    {
      id: 'recensioni',
      type: 'testimonials',
      props: {
        title: 'Dicono di noi',
        summary: { average: '4,9', count: '120 recensioni' },
        items: [{ quote: 'Il pane più buono del quartiere.', author: 'Luca', source: 'Google', rating: 5 }],
      },
    },
    {
      id: 'foto',
      type: 'gallery',
      props: {
        title: 'Il forno',
        images: [
          { image: { asset_id: 'forno-1', width: 1600, height: 1200, alt: 'Il banco del pane' }, caption: 'Il banco' },
        ],
      },
    },
    {
      id: 'domande',
      type: 'faq',
      props: { title: 'Domande', items: [{ question: 'Fate pane senza glutine?', answer: 'No, solo su richiesta.' }] },
    },
    { id: 'orari', type: 'hours', props: { title: 'Orari', note: 'Aperti anche i festivi di dicembre.' } },
    {
      id: 'contatti',
      type: 'contacts',
      label: 'Contatti',
      props: {
        title: 'Vieni a trovarci',
        text: 'Siamo in centro.',
        directions: 'Fermata Saragozza.',
        action: { label: 'Chiamaci', href: 'tel:+390512345678' },
      },
    },
  ],
};
