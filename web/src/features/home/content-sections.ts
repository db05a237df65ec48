/**
 * Italian text of the home page (SPEC 2, Home page) but its header's: the page's title, description and Open
 * Graph tags, the hero, benefits, process, pricing, portfolio, comparison, testimonials, FAQ and the closing
 * call to action. It loads with the page's content chunk, after the first paint (the page arrives
 * prerendered); the header's text is in content.ts, with the first JavaScript.
 * Prices, plan names, features and service terms come from core/plans.ts: a price is never typed here.
 */
import type { PlanType } from '@core/api';
import { annualSaving, PLANS, PRICE_VAT_NOTE, SERVICE_TERMS } from '@core/plans';
import { formatEuro } from '../../components/price';
import { SECTION_IDS } from './content';

export { SECTION_IDS };

const T = SERVICE_TERMS;
const basic = PLANS.basic;
const pro = PLANS.pro;

export const META = {
  title: `Landing Facile · La tua landing page professionale da ${formatEuro(basic.annualPrice)} al mese`,
  description: `Landing page professionali per piccole imprese, professionisti e startup: online in ${T.deliveryHours} ore, ${T.freeModifications} modifiche gratuite, garanzia ${T.guaranteeDays} giorni. Da ${formatEuro(basic.annualPrice)} al mese.`,
};

/** Open Graph tags of the home page, written into the prerendered HTML (scripts/prerender.mjs). */
export const OPEN_GRAPH = {
  'og:type': 'website',
  'og:locale': 'it_IT',
  'og:site_name': 'Landing Facile',
  'og:title': `La tua landing page professionale, online in ${T.deliveryHours} ore`,
  'og:description': `Rispondi a un breve questionario in chat: il nostro team progetta, scrive e pubblica la tua pagina. Da ${formatEuro(basic.annualPrice)} al mese, ${T.freeModifications} modifiche gratuite, garanzia ${T.guaranteeDays} giorni.`,
} as const;

export const HERO = {
  eyebrow: 'Landing page per piccole imprese e professionisti',
  title: 'La tua landing page professionale,',
  titleHighlight: `online in ${T.deliveryHours} ore`,
  lead: `Rispondi a un breve questionario in chat: il nostro team progetta, scrive e pubblica la tua pagina. Tu pensi ai clienti, noi al design. Da ${formatEuro(basic.annualPrice)} al mese, ${PRICE_VAT_NOTE}.`,
  primary: 'Scopri i prezzi',
  secondary: 'Guarda gli esempi',
  chips: [
    `Online in ${T.deliveryHours} ore`,
    `${T.freeModifications} modifiche gratuite`,
    `Garanzia ${T.guaranteeDays} giorni`,
  ],
  mockup: {
    address: 'latuaattivita.it',
    badge: `Online in ${T.deliveryHours}h`,
    statLabel: 'Richieste di contatto',
    statValue: '+38%',
  },
};

export type BenefitIcon = 'clock' | 'brush' | 'phone' | 'edit' | 'shield' | 'chat';

export const BENEFITS = {
  eyebrow: 'Vantaggi',
  title: 'Tutto quello che serve per farti trovare, niente di superfluo',
  items: [
    {
      icon: 'clock',
      title: `Online in ${T.deliveryHours} ore`,
      text: 'Compili il questionario oggi, domani la tua pagina è pronta. Niente settimane di attesa né riunioni infinite.',
    },
    {
      icon: 'brush',
      title: 'Design professionale',
      text: 'Layout curati da designer, con testi pensati per trasformare le visite in richieste di contatto.',
    },
    {
      icon: 'phone',
      title: 'Perfetta su ogni schermo',
      text: 'Responsive su smartphone, tablet e computer, e veloce anche con una connessione lenta.',
    },
    {
      icon: 'edit',
      title: `${T.freeModifications} modifiche gratuite`,
      text: `Fino a ${T.freeModifications} modifiche entro ${T.freeModificationsWindowDays} giorni dalla pubblicazione, senza costi aggiuntivi.`,
    },
    {
      icon: 'shield',
      title: `Garanzia di ${T.guaranteeDays} giorni`,
      text: 'Se la pagina non ti convince, sei tutelato. E puoi disdire quando vuoi, senza vincoli nascosti.',
    },
    {
      icon: 'chat',
      title: 'Supporto via email',
      text: `Un team italiano risponde alle tue domande. Con ${pro.name} il supporto è prioritario, entro ${T.proSupportResponseHours} ore lavorative.`,
    },
  ] satisfies readonly { icon: BenefitIcon; title: string; text: string }[],
};

export const PROCESS = {
  eyebrow: 'Come funziona',
  title: 'Tre passaggi, zero pensieri',
  steps: [
    {
      title: 'Questionario veloce',
      text: `Rispondi in chat a poche domande sulla tua attività e sullo stile che preferisci: bastano circa ${T.questionnaireMinutes} minuti.`,
    },
    {
      title: 'Creazione professionale',
      text: `Il nostro team progetta testi, immagini e layout della tua landing page e ti invia la prima bozza entro ${T.deliveryHours} ore.`,
    },
    {
      title: 'Revisioni e lancio',
      text: `Controlli l’anteprima, chiedi fino a ${T.freeModifications} modifiche gratuite e la tua pagina va online.`,
    },
  ],
};

export interface PricingCard {
  plan: PlanType;
  name: string;
  price: string;
  period: string;
  description: string;
  billingNote: string;
  alternative: string;
  popular: boolean;
  features: readonly string[];
  cta: string;
}

function pricingCard(plan: PlanType, cta: string): PricingCard {
  const p = PLANS[plan];
  return {
    plan,
    name: p.name,
    price: formatEuro(p.annualPrice),
    period: '/mese',
    description: p.description,
    billingNote: `Fatturazione annuale: ${formatEuro(p.annualTotal)} all’anno, ${PRICE_VAT_NOTE}`,
    alternative: `Oppure ${formatEuro(p.monthlyPrice)}/mese ${PRICE_VAT_NOTE} con fatturazione mensile`,
    popular: p.popular,
    features: p.features,
    cta,
  };
}

export const PRICING = {
  eyebrow: 'Prezzi',
  title: 'Prezzi semplici, nessuna sorpresa',
  lead: `Nessun costo di attivazione. Risparmi ${formatEuro(annualSaving(basic))} all’anno con la fatturazione annuale e puoi disdire quando vuoi.`,
  popularBadge: 'Più Popolare',
  featuresLabel: (name: string) => `Cosa include ${name}`,
  cards: [pricingCard('basic', `Scegli ${basic.name}`), pricingCard('pro', `Scegli ${pro.name}`)],
};

export const PORTFOLIO = {
  eyebrow: 'Esempi',
  title: 'Pagine che lavorano per chi le ha scelte',
  lead: 'Alcuni esempi di landing page realizzate con il nostro metodo. Aprili e guardali come li vedrebbero i tuoi clienti.',
  open: 'Vedi l’esempio',
  newTab: '(si apre in una nuova scheda)',
  resultLabel: 'Risultato',
  items: [
    {
      to: '/template-psicologo',
      theme: 'sage',
      category: 'Salute e benessere',
      title: 'Studio di psicologia',
      description:
        'Una pagina calma e accogliente che presenta approccio e servizi e invita a prenotare il primo colloquio gratuito.',
      result: 'Il doppio delle richieste di primo colloquio in due mesi',
    },
    {
      to: '/template-personal-trainer',
      theme: 'energy',
      category: 'Sport e fitness',
      title: 'Personal trainer',
      description:
        'Programmi, tariffe e testimonianze in una pagina energica che spinge a prenotare la prima sessione.',
      result: '+60% di sessioni di prova prenotate',
    },
    {
      to: '/template-studio-legale',
      theme: 'navy',
      category: 'Servizi professionali',
      title: 'Studio legale',
      description: 'Una presenza sobria e autorevole che mette in evidenza specializzazioni e consulenze.',
      result: '3 nuovi clienti al mese dalla pagina',
    },
  ] as const,
};

export const COMPARISON = {
  eyebrow: 'Confronto',
  title: 'Perché non fare da soli?',
  caption: 'Confronto tra fai da te, altri servizi e Landing Facile',
  featureHeader: 'Caratteristica',
  columns: ['Fai da te', 'Altri servizi', 'Landing Facile'],
  rows: [
    { feature: 'Tempo per essere online', diy: 'Settimane', others: '2–4 settimane', ours: `${T.deliveryHours} ore` },
    {
      feature: 'Costo',
      diy: 'Abbonamento al builder e il tuo tempo',
      others: 'Da 500 € in su',
      ours: `Da ${formatEuro(basic.annualPrice)} al mese, ${PRICE_VAT_NOTE}`,
    },
    { feature: 'Design professionale', diy: 'Dipende da te', others: 'Sì', ours: 'Sì' },
    { feature: 'Testi scritti per te', diy: 'No', others: 'A pagamento', ours: 'Inclusi' },
    { feature: 'Modifiche', diy: 'Tutte a tuo carico', others: 'A pagamento', ours: `${T.freeModifications} gratuite` },
    { feature: 'Hosting e manutenzione', diy: 'Da gestire', others: 'Spesso extra', ours: 'Inclusi' },
  ],
};

export const TESTIMONIALS = {
  eyebrow: 'Testimonianze',
  title: 'Chi l’ha provato ne parla così',
  items: [
    {
      name: 'Giulia Ferri',
      company: 'Psicologa, Bologna',
      text: 'In un giorno avevo una pagina che rispecchia davvero il mio modo di lavorare. Le richieste di primo colloquio sono raddoppiate.',
    },
    {
      name: 'Marco Bellini',
      company: 'MB Personal Training, Torino',
      text: 'Il questionario in chat è stato velocissimo. Ho chiesto due modifiche e le hanno fatte in mezza giornata.',
    },
    {
      name: 'Laura Conti',
      company: 'Studio Legale Conti, Milano',
      text: 'Cercavo qualcosa di sobrio e professionale senza spendere una fortuna. Risultato impeccabile, e con il dominio incluso.',
    },
  ],
};

export const FAQ = {
  eyebrow: 'Domande frequenti',
  title: 'Hai dei dubbi? Ecco le risposte',
  items: [
    {
      question: 'Quanto tempo serve per avere la mia landing page?',
      answer: `Ricevi la prima bozza entro ${T.deliveryHours} ore lavorative dal completamento del questionario. Le modifiche successive richiedono di solito ${T.laterChangesHours} ore.`,
    },
    {
      question: 'E se il risultato non mi piace?',
      answer: `Hai fino a ${T.freeModifications} modifiche gratuite entro ${T.freeModificationsWindowDays} giorni dalla pubblicazione; quelle in più costano ${formatEuro(T.extraModificationPrice)} l’una, ${PRICE_VAT_NOTE}. In ogni caso ti tutela la garanzia di ${T.guaranteeDays} giorni.`,
    },
    {
      question: 'Posso usare un mio dominio?',
      answer: `Sì, con ${pro.name}: il dominio personalizzato è incluso per il primo anno, insieme a statistiche avanzate e supporto prioritario.`,
    },
    {
      question: 'Come funziona il pagamento?',
      answer: `Il prezzo è indicato al mese con fatturazione annuale, ${PRICE_VAT_NOTE}: ${formatEuro(basic.annualTotal)} all’anno per ${basic.name}, ${formatEuro(pro.annualTotal)} per ${pro.name}. Se preferisci, puoi pagare mese per mese (${formatEuro(basic.monthlyPrice)} o ${formatEuro(pro.monthlyPrice)} al mese). Paghi con carta tramite un fornitore di pagamento esterno e sicuro.`,
    },
    {
      question: 'Posso disdire quando voglio?',
      answer: 'Sì, in qualsiasi momento e senza penali: la disdetta ha effetto alla fine del periodo già pagato.',
    },
    {
      question: 'Devo preparare testi e immagini?',
      answer:
        'No. Il questionario in chat raccoglie tutto quello che serve sulla tua attività e sullo stile che preferisci; testi e impaginazione li cura il nostro team.',
    },
  ],
};

export const CLOSING = {
  title: 'Pronto a portare la tua attività online?',
  text: `Inizia oggi con ${formatEuro(basic.annualPrice)} al mese (${PRICE_VAT_NOTE}): in ${T.deliveryHours} ore la tua landing page è pronta.`,
  primary: `Inizia con ${formatEuro(basic.annualPrice)}`,
  secondary: 'Parla con un esperto',
  expertLog: 'Richiesta di parlare con un esperto',
};
