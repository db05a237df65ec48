/**
 * For the themes' tests: a page with every section type and every optional slot filled, each text marked
 * «like this» so a test can find every one of them in the rendered page.
 */
import type { Brief, SiteContent, SiteImage } from '@core/api';

const image = (id: string): SiteImage => ({ asset_id: id, width: 1600, height: 1200, alt: `«alt ${id}»` });

export const everyType: SiteContent = {
  business: {
    name: '«Nome»',
    legal_name: '«Ragione sociale»',
    activity: '«Attività»',
    city: '«Città»',
    address: '«Via Roma 1, 00100 Città»',
    maps_url: 'https://www.google.com/maps/search/?api=1&query=Via%20Roma%201',
    phone: { display: '«06 1234 5678»', e164: '+390612345678' },
    whatsapp: { display: '«347 123 4567»', e164: '+393471234567' },
    email: 'info@esempio.it',
    pec: 'esempio@pec.it',
    opening_hours: [
      { days: '«Lun-Ven»', hours: '«9-18»' },
      { days: '«Sabato»', hours: '«Chiuso»' },
    ],
    social: ['https://www.instagram.com/esempio', '@«esempio»'.replace(/[«»]/g, '')],
    vat_number: '12345678903',
    legal_details: ['«REA RM-123456»'],
    founded: 1990,
  },
  meta: { title: '«Titolo»', description: '«Descrizione»', language: 'it' },
  sections: [
    {
      id: 'hero',
      type: 'hero',
      props: {
        eyebrow: '«eyebrow»',
        title: '«Titolo principale»',
        text: '«testo hero»',
        primary: { label: '«Chiama»', href: 'tel:+390612345678' },
        secondary: { label: '«Scopri»', href: '#servizi' },
        facts: ['«12 anni di esperienza»', '«Su appuntamento»'],
        image: image('hero'),
      },
    },
    {
      id: 'servizi',
      type: 'services',
      label: '«Servizi»',
      props: {
        eyebrow: '«eyebrow servizi»',
        title: '«Servizi»',
        text: '«testo servizi»',
        items: [
          {
            name: '«servizio»',
            description: '«descrizione servizio»',
            price: '«49 € al mese»',
            was_price: '«59 €»',
            duration: '«50 minuti»',
            includes: ['«incluso»'],
            badge: '«Il più scelto»',
            tags: ['«tag»'],
            intensity: 3,
            action: { label: '«Prenota servizio»', href: 'mailto:info@esempio.it' },
          },
          { name: '«servizio semplice»' },
        ],
        note: '«nota servizi»',
      },
    },
    {
      id: 'programmi',
      type: 'services',
      props: {
        title: '«Programmi»',
        items: [
          {
            name: '«programma»',
            description: '«descrizione programma»',
            duration: '«8 settimane»',
            tags: ['«livello»'],
            intensity: 5,
          },
        ],
      },
    },
    {
      id: 'menu',
      type: 'menu',
      label: '«Menu»',
      props: {
        eyebrow: '«eyebrow menu»',
        title: '«Menu»',
        text: '«testo menu»',
        groups: [
          {
            title: '«gruppo»',
            subtitle: '«sottotitolo»',
            items: [{ name: '«piatto»', description: '«descrizione piatto»', price: '«9 €»', tags: ['«vegano»'] }],
          },
        ],
        highlight: {
          title: '«degustazione»',
          text: '«testo degustazione»',
          price: '«48 €»',
          note: '«bevande escluse»',
        },
        note: '«nota menu»',
      },
    },
    {
      id: 'storia',
      type: 'about',
      label: '«Storia»',
      props: {
        eyebrow: '«eyebrow storia»',
        title: '«Storia»',
        paragraphs: ['«primo paragrafo»', '«secondo paragrafo»', '«parole firmate»'],
        milestones: [{ year: '«1990»', title: '«apertura»', text: '«testo tappa»' }],
        signature: '«firma»',
        image: image('about'),
      },
    },
    {
      id: 'punti-di-forza',
      type: 'strengths',
      props: {
        eyebrow: '«eyebrow forza»',
        title: '«Punti di forza»',
        text: '«testo forza»',
        items: [{ title: '«forza»', text: '«testo punto»' }],
      },
    },
    { id: 'parole', type: 'strengths', props: { title: '«Parole»', items: [{ title: '«parola»' }] } },
    {
      id: 'recensioni',
      type: 'testimonials',
      label: '«Recensioni»',
      props: {
        eyebrow: '«eyebrow recensioni»',
        title: '«Recensioni»',
        text: '«testo recensioni»',
        items: [{ quote: '«citazione»', author: '«autore»', source: '«fonte»', rating: 4 }],
        summary: { average: '«4,8»', count: '«120 recensioni»' },
      },
    },
    {
      id: 'team',
      type: 'team',
      props: {
        eyebrow: '«eyebrow team»',
        title: '«Team»',
        text: '«testo team»',
        members: [{ name: '«persona»', role: '«ruolo»', bio: '«bio»', photo: image('member') }],
      },
    },
    {
      id: 'galleria',
      type: 'gallery',
      props: {
        eyebrow: '«eyebrow galleria»',
        title: '«Galleria»',
        text: '«testo galleria»',
        images: [{ image: image('gallery'), caption: '«didascalia»' }],
      },
    },
    {
      id: 'domande',
      type: 'faq',
      props: {
        eyebrow: '«eyebrow domande»',
        title: '«Domande»',
        text: '«testo domande»',
        items: [{ question: '«domanda»', answer: '«risposta»' }],
      },
    },
    {
      id: 'orari',
      type: 'hours',
      props: { eyebrow: '«eyebrow orari»', title: '«Orari»', text: '«testo orari»', note: '«nota orari»' },
    },
    {
      id: 'contatti',
      type: 'contacts',
      label: '«Contatti»',
      props: {
        eyebrow: '«eyebrow contatti»',
        title: '«Contatti»',
        text: '«testo contatti»',
        directions: '«indicazioni»',
        action: { label: '«Scrivici»', href: 'https://wa.me/393471234567' },
      },
    },
    {
      id: 'prenota',
      type: 'cta',
      props: { title: '«Chiudi»', text: '«testo chiusura»', action: { label: '«Vai»', href: '#contatti' } },
    },
  ],
};

/** A bakery's confirmed brief: a draft for a kind of business the designs were not drawn for. */
export const bakeryBrief = (style: Brief['style'], colors: string[] = []): Brief => ({
  plan_type: 'basic',
  business_name: 'Forno Rossi',
  activity: 'panificio',
  city: 'Torino',
  target_customers: null,
  services: [{ name: 'Pane a lievitazione naturale', price: '4,50 € al kg' }],
  strengths: 'lievito madre, forno a legna',
  tone: null,
  style,
  colors,
  contacts: { email: 'ciao@fornorossi.it', phone: '011 555 1234', address: 'Via Nizza 45', whatsapp: null, social: [] },
  domain_wish: null,
  notes: null,
  opening_hours: 'Lun-Sab 7-19:30',
  vat_number: '12345678903',
  register: 'tu',
});
