/**
 * Five completed questionnaires: natural Italian conversations between a customer and the assistant, and
 * the brief the team built the page from. Times are minutes after the conversation started; the day is
 * counted back from the seed's last day.
 */
import type { Brief, PlanType, StyleId } from '@core/api';

export interface SeedLine {
  role: 'user' | 'assistant';
  content: string;
  /** Minutes after the first message. */
  minute: number;
  hidden?: true;
}

export interface SeedQuestionnaire {
  key: string;
  sessionId: string;
  plan: PlanType;
  /** Days before the seed's last day; the hour and minute are Rome time. */
  daysAgo: number;
  startHour: number;
  startMinute: number;
  style: StyleId;
  lines: readonly SeedLine[];
  brief: Brief;
}

const OPENING =
  'Ciao! Sono il tuo assistente e ti aiuterò a creare la tua landing page in pochi minuti. ' +
  'Per iniziare, raccontami della tua attività: come si chiama, di cosa si occupa e in quale città?';

function styleFollowUp(name: string, description: string): string {
  return `Ho scelto lo stile ${name}: ${description}. Continua con le domande per completare la landing page.`;
}

export const SEED_QUESTIONNAIRES: readonly SeedQuestionnaire[] = [
  {
    key: 'pizzeria',
    sessionId: 'session_1761980400000_p7k2m9x4q',
    plan: 'pro',
    daysAgo: 89,
    startHour: 16,
    startMinute: 12,
    style: 'business',
    lines: [
      { role: 'assistant', content: OPENING, minute: 0 },
      {
        role: 'user',
        content:
          "Ciao! Sono Gennaro Esposito, ho una pizzeria a Napoli, in via dei Tribunali. Si chiama Pizzeria da Gennaro, l'ha aperta mio padre nel 1978.",
        minute: 1,
      },
      {
        role: 'assistant',
        content:
          "Che bella storia, quasi cinquant'anni di pizza! Chi sono i clienti che vorresti raggiungere con la pagina?",
        minute: 1,
      },
      {
        role: 'user',
        content:
          'Soprattutto turisti, che ci cercano su Google e Tripadvisor, ma anche famiglie del quartiere che ordinano da asporto la sera.',
        minute: 3,
      },
      {
        role: 'assistant',
        content: 'Perfetto. Quali piatti o servizi vuoi mettere in evidenza, magari con i prezzi?',
        minute: 3,
      },
      {
        role: 'user',
        content:
          "Margherita a 6 euro, marinara a 5, la fritta ripiena a 7,50. Poi l'asporto e le feste private per gruppi fino a 40 persone.",
        minute: 5,
      },
      { role: 'assistant', content: 'Ottimo. Cosa vi distingue dalle altre pizzerie della zona?', minute: 5 },
      {
        role: 'user',
        content:
          'Impasto a lunga lievitazione, 48 ore, forno a legna, pomodoro San Marzano DOP. E mia madre fa ancora i dolci in casa.',
        minute: 7,
      },
      {
        role: 'assistant',
        content: 'Si sente la tradizione! Che stile e quali colori immagini per il design della pagina?',
        minute: 7,
      },
      { role: 'user', content: 'Ho scelto lo stile: Business Elegante', minute: 8 },
      {
        role: 'user',
        content: styleFollowUp('Business Elegante', 'linee pulite, toni caldi, fotografie grandi'),
        minute: 8,
        hidden: true,
      },
      {
        role: 'assistant',
        content: 'Bella scelta. Pensavo al rosso pomodoro e al bianco, con un tocco di verde basilico. Ti piace?',
        minute: 8,
      },
      { role: 'user', content: 'Sì, perfetto, come la bandiera e come la margherita!', minute: 9 },
      {
        role: 'assistant',
        content: 'Quali contatti vuoi mostrare (email, telefono, indirizzo, WhatsApp, social)?',
        minute: 9,
      },
      {
        role: 'user',
        content:
          'Telefono 081 555 0142, WhatsApp 333 418 2290 per le prenotazioni, indirizzo via dei Tribunali 94, Instagram @pizzeriadagennaro. Il dominio lo vorrei pizzeriadagennaro.it',
        minute: 11,
      },
      {
        role: 'assistant',
        content: 'Perfetto, ho tutto quello che mi serve. Quando vuoi, premi «Ho finito - Procedi con la creazione».',
        minute: 11,
      },
    ],
    brief: {
      plan_type: 'pro',
      business_name: 'Pizzeria da Gennaro',
      activity: 'Pizzeria napoletana a conduzione familiare dal 1978, con asporto e feste private.',
      city: 'Napoli',
      target_customers: "Turisti che cercano su Google e Tripadvisor; famiglie del quartiere per l'asporto serale.",
      services: [
        { name: 'Pizza Margherita', price: '6 €' },
        { name: 'Pizza Marinara', price: '5 €' },
        { name: 'Pizza fritta ripiena', price: '7,50 €' },
        { name: 'Asporto', price: null },
        { name: 'Feste private fino a 40 persone', price: null },
      ],
      strengths: 'Impasto a lievitazione di 48 ore, forno a legna, pomodoro San Marzano DOP, dolci fatti in casa.',
      tone: 'Caldo, familiare, orgoglioso della tradizione',
      style: 'business',
      colors: ['rosso pomodoro', 'bianco', 'verde basilico'],
      contacts: {
        email: null,
        phone: '081 555 0142',
        address: 'Via dei Tribunali 94, Napoli',
        whatsapp: '333 418 2290',
        social: ['https://www.instagram.com/pizzeriadagennaro'],
      },
      domain_wish: 'pizzeriadagennaro.it',
      notes: 'Prenotazioni via WhatsApp in evidenza.',
    },
  },
  {
    key: 'psicologa',
    sessionId: 'session_1762153200000_r4s8d1v6n',
    plan: 'pro',
    daysAgo: 86,
    startHour: 21,
    startMinute: 40,
    style: 'medical',
    lines: [
      { role: 'assistant', content: OPENING, minute: 0 },
      {
        role: 'user',
        content:
          'Buonasera, sono la dottoressa Giulia Rossi, psicologa e psicoterapeuta a Bologna. Ho uno studio privato vicino a Porta San Felice.',
        minute: 2,
      },
      { role: 'assistant', content: 'Piacere, dottoressa. A chi si rivolge principalmente?', minute: 2 },
      {
        role: 'user',
        content:
          'Adulti e giovani adulti, molti studenti universitari. Lavoro soprattutto su ansia, attacchi di panico e momenti di cambiamento.',
        minute: 4,
      },
      { role: 'assistant', content: 'Quali servizi offre, e con quali tariffe?', minute: 4 },
      {
        role: 'user',
        content:
          'Colloquio individuale di 50 minuti a 70 euro, anche online. Il primo colloquio conoscitivo di 30 minuti è gratuito. Faccio anche percorsi di coppia a 90 euro.',
        minute: 7,
      },
      { role: 'assistant', content: 'Cosa vorrebbe che un potenziale paziente capisse subito di lei?', minute: 7 },
      {
        role: 'user',
        content:
          'Che è uno spazio sicuro e senza giudizio. Uso un approccio cognitivo-comportamentale, con obiettivi chiari: spesso bastano 8-12 incontri.',
        minute: 10,
      },
      { role: 'assistant', content: 'Che stile e quali colori immagina per la pagina?', minute: 10 },
      { role: 'user', content: 'Ho scelto lo stile: Studio Medico', minute: 11 },
      {
        role: 'user',
        content: styleFollowUp('Studio Medico', 'sobrio, rassicurante, molto spazio bianco'),
        minute: 11,
        hidden: true,
      },
      {
        role: 'assistant',
        content:
          'Ottima scelta per trasmettere calma. Colori tenui come salvia e sabbia potrebbero funzionare: che ne dice?',
        minute: 11,
      },
      { role: 'user', content: 'Sì, niente di troppo acceso. Mi piace il verde salvia.', minute: 12 },
      { role: 'assistant', content: 'Quali contatti vuole mostrare?', minute: 12 },
      {
        role: 'user',
        content:
          "Email studio@studiopsicologiarossi.it, telefono 051 640 2217. Niente WhatsApp, preferisco tenere separato. Iscrizione all'Albo dell'Emilia-Romagna n. 8421.",
        minute: 15,
      },
      {
        role: 'assistant',
        content: 'Perfetto, ho tutto quello che mi serve. Quando vuole, prema «Ho finito - Procedi con la creazione».',
        minute: 15,
      },
    ],
    brief: {
      plan_type: 'pro',
      business_name: 'Dott.ssa Giulia Rossi, Psicologa',
      activity: 'Psicologa e psicoterapeuta a indirizzo cognitivo-comportamentale, in studio e online.',
      city: 'Bologna',
      target_customers:
        'Adulti e giovani adulti, studenti universitari; ansia, attacchi di panico, cambiamenti di vita.',
      services: [
        { name: 'Colloquio individuale (50 minuti)', price: '70 €' },
        { name: 'Primo colloquio conoscitivo (30 minuti)', price: 'Gratuito' },
        { name: 'Percorso di coppia', price: '90 €' },
      ],
      strengths: 'Spazio sicuro e non giudicante; obiettivi chiari, spesso 8-12 incontri.',
      tone: 'Calmo, accogliente, professionale',
      style: 'medical',
      colors: ['verde salvia', 'sabbia', 'bianco'],
      contacts: {
        email: 'studio@studiopsicologiarossi.it',
        phone: '051 640 2217',
        address: 'Porta San Felice, Bologna',
        whatsapp: null,
        social: [],
      },
      domain_wish: 'studiopsicologiarossi.it',
      notes: "Mostrare l'iscrizione all'Albo dell'Emilia-Romagna n. 8421.",
    },
  },
  {
    key: 'avvocato',
    sessionId: 'session_1762588800000_b2l9c7t3w',
    plan: 'basic',
    daysAgo: 81,
    startHour: 10,
    startMinute: 5,
    style: 'business',
    lines: [
      { role: 'assistant', content: OPENING, minute: 0 },
      {
        role: 'user',
        content:
          "Studio Legale Bianchi, Torino. Sono l'avvocato Luca Bianchi, mi occupo di diritto di famiglia e diritto del lavoro.",
        minute: 1,
      },
      { role: 'assistant', content: 'Chi sono i clienti che la contattano più spesso?', minute: 1 },
      {
        role: 'user',
        content:
          'Privati: separazioni, affidamento dei figli, licenziamenti, vertenze con il datore di lavoro. Qualche piccola azienda per i contratti.',
        minute: 3,
      },
      { role: 'assistant', content: 'Quali servizi vuole presentare, con eventuali tariffe?', minute: 3 },
      {
        role: 'user',
        content:
          'Prima consulenza di 30 minuti a 50 euro, scalabile se poi si dà il mandato. Per il resto preventivo su misura, non voglio mettere prezzi.',
        minute: 5,
      },
      { role: 'assistant', content: 'Capisco. Cosa la distingue da altri studi?', minute: 5 },
      {
        role: 'user',
        content:
          "Rispondo sempre entro 24 ore e spiego le cose senza legalese. Vent'anni di esperienza in tribunale a Torino.",
        minute: 7,
      },
      { role: 'assistant', content: 'Che stile e quali colori immagina per il design della pagina?', minute: 7 },
      { role: 'user', content: 'Ho scelto lo stile: Business Elegante', minute: 8 },
      { role: 'user', content: styleFollowUp('Business Elegante', 'sobrio e autorevole'), minute: 8, hidden: true },
      { role: 'assistant', content: 'Bene. Blu notte e grigio con dettagli oro le sembrano adatti?', minute: 8 },
      { role: 'user', content: "Blu e grigio sì, l'oro lasciamolo perdere.", minute: 9 },
      { role: 'assistant', content: 'Quali contatti vuole mostrare?', minute: 9 },
      {
        role: 'user',
        content:
          'Telefono 011 432 7781, email segreteria@avvocatobianchi.it, corso Vittorio Emanuele II 112, Torino. Su LinkedIn ci sono.',
        minute: 11,
      },
      {
        role: 'assistant',
        content: 'Perfetto, ho tutto quello che mi serve. Quando vuole, prema «Ho finito - Procedi con la creazione».',
        minute: 11,
      },
    ],
    brief: {
      plan_type: 'basic',
      business_name: 'Studio Legale Bianchi',
      activity: 'Studio legale: diritto di famiglia e diritto del lavoro.',
      city: 'Torino',
      target_customers:
        'Privati (separazioni, affidamento, licenziamenti, vertenze) e piccole aziende per i contratti.',
      services: [
        { name: 'Prima consulenza (30 minuti)', price: '50 €' },
        { name: 'Diritto di famiglia', price: null },
        { name: 'Diritto del lavoro', price: null },
      ],
      strengths: "Risposta entro 24 ore, linguaggio chiaro, vent'anni di esperienza in tribunale.",
      tone: 'Autorevole ma chiaro',
      style: 'business',
      colors: ['blu notte', 'grigio'],
      contacts: {
        email: 'segreteria@avvocatobianchi.it',
        phone: '011 432 7781',
        address: 'Corso Vittorio Emanuele II 112, Torino',
        whatsapp: null,
        social: ['https://www.linkedin.com/in/avvocatolucabianchi'],
      },
      domain_wish: 'avvocatobianchi.it',
      // The seeded draft (site-drafts.ts) is publishable from the review page: a lawyer's page shows the P.IVA.
      vat_number: '09876543217',
      notes: 'Nessun prezzo oltre la prima consulenza.',
    },
  },
  {
    key: 'palestra',
    sessionId: 'session_1762948800000_f5z1y8k2e',
    plan: 'pro',
    daysAgo: 77,
    startHour: 13,
    startMinute: 30,
    style: 'fitness',
    lines: [
      { role: 'assistant', content: OPENING, minute: 0 },
      {
        role: 'user',
        content:
          'Ciao, gestisco FitZone, una palestra a Verona, zona Borgo Roma. Sala pesi, corsi di gruppo e personal training.',
        minute: 1,
      },
      { role: 'assistant', content: 'Forte! Chi frequenta la palestra, o chi vorresti attirare?', minute: 1 },
      {
        role: 'user',
        content:
          'Ragazzi e adulti tra i 20 e i 45 anni, tanti lavorano in zona e vengono in pausa pranzo o la sera dopo le 18.',
        minute: 2,
      },
      { role: 'assistant', content: 'Quali abbonamenti o servizi offri, con i prezzi?', minute: 2 },
      {
        role: 'user',
        content:
          'Mensile 49 euro, trimestrale 129, annuale 399. Corsi di functional, pilates e spinning inclusi. Personal trainer 35 euro a lezione.',
        minute: 4,
      },
      { role: 'assistant', content: 'Cosa vi distingue dalle altre palestre di Verona?', minute: 4 },
      {
        role: 'user',
        content:
          'Aperti dalle 6 alle 23, istruttori laureati in scienze motorie, e la prima settimana di prova è gratis.',
        minute: 5,
      },
      { role: 'assistant', content: 'Che stile e quali colori immagini per la pagina?', minute: 5 },
      { role: 'user', content: 'Ho scelto lo stile: Energia Fitness', minute: 6 },
      {
        role: 'user',
        content: styleFollowUp('Energia Fitness', 'dinamico, contrasti forti, foto in movimento'),
        minute: 6,
        hidden: true,
      },
      { role: 'assistant', content: 'Grande! Nero e arancione energico come colori principali?', minute: 6 },
      { role: 'user', content: 'Sì, sono i colori del nostro logo.', minute: 7 },
      { role: 'assistant', content: 'Quali contatti vuoi mostrare?', minute: 7 },
      {
        role: 'user',
        content:
          'WhatsApp 347 902 1156, info@palestrafitzone.it, via Centro 28 Verona, Instagram e TikTok @fitzoneverona. Dominio palestrafitzone.it se libero.',
        minute: 9,
      },
      {
        role: 'assistant',
        content: 'Perfetto, ho tutto quello che mi serve. Quando vuoi, premi «Ho finito - Procedi con la creazione».',
        minute: 9,
      },
    ],
    brief: {
      plan_type: 'pro',
      business_name: 'FitZone',
      activity: 'Palestra con sala pesi, corsi di gruppo e personal training.',
      city: 'Verona',
      target_customers: 'Ragazzi e adulti tra 20 e 45 anni che lavorano in zona; pausa pranzo e sera.',
      services: [
        { name: 'Abbonamento mensile', price: '49 €' },
        { name: 'Abbonamento trimestrale', price: '129 €' },
        { name: 'Abbonamento annuale', price: '399 €' },
        { name: 'Personal training', price: '35 € a lezione' },
        { name: 'Corsi di functional, pilates e spinning', price: 'Inclusi' },
      ],
      strengths: 'Aperti dalle 6 alle 23, istruttori laureati in scienze motorie, prima settimana gratuita.',
      tone: 'Energico e diretto',
      style: 'fitness',
      colors: ['nero', 'arancione'],
      contacts: {
        email: 'info@palestrafitzone.it',
        phone: null,
        address: 'Via Centro 28, Verona',
        whatsapp: '347 902 1156',
        social: ['https://www.instagram.com/fitzoneverona', 'https://www.tiktok.com/@fitzoneverona'],
      },
      domain_wish: 'palestrafitzone.it',
      notes: 'Mettere in evidenza la settimana di prova gratuita.',
    },
  },
  {
    key: 'fiorista',
    sessionId: 'session_1763294400000_g3h6j0u9a',
    plan: 'basic',
    daysAgo: 73,
    startHour: 9,
    startMinute: 15,
    style: 'medical',
    lines: [
      { role: 'assistant', content: OPENING, minute: 0 },
      {
        role: 'user',
        content: 'Buongiorno! Sono Chiara, ho una fioreria a Firenze in Oltrarno, si chiama Il Girasole.',
        minute: 2,
      },
      { role: 'assistant', content: 'Buongiorno Chiara! Chi sono i tuoi clienti?', minute: 2 },
      {
        role: 'user',
        content:
          'Gente del quartiere, ma anche tanti matrimoni e qualche azienda che vuole fiori freschi in ufficio ogni settimana.',
        minute: 4,
      },
      { role: 'assistant', content: 'Quali prodotti e servizi vuoi mostrare, con i prezzi?', minute: 4 },
      {
        role: 'user',
        content:
          'Mazzi da 25 euro, composizioni su ordinazione, addobbi per matrimoni su preventivo. Consegna a domicilio in città a 8 euro.',
        minute: 6,
      },
      { role: 'assistant', content: 'Cosa ti distingue?', minute: 6 },
      {
        role: 'user',
        content:
          'Fiori di stagione da coltivatori toscani, niente plastica negli imballaggi, e confeziono tutto a mano davanti al cliente.',
        minute: 8,
      },
      { role: 'assistant', content: 'Che stile e quali colori immagini per il design?', minute: 8 },
      { role: 'user', content: 'Ho scelto lo stile: Studio Medico', minute: 9 },
      { role: 'user', content: styleFollowUp('Studio Medico', 'pulito e luminoso'), minute: 9, hidden: true },
      {
        role: 'assistant',
        content: 'Uno stile pulito valorizzerà le foto dei fiori. Giallo girasole e verde foglia come colori?',
        minute: 9,
      },
      { role: 'user', content: 'Sì! Con tanto bianco.', minute: 10 },
      { role: 'assistant', content: 'Quali contatti vuoi mostrare?', minute: 10 },
      {
        role: 'user',
        content:
          'Gli ordini arrivano quasi tutti su WhatsApp: 328 771 0493. Poi via Maggio 17 Firenze, Facebook Fioreria Il Girasole.',
        minute: 12,
      },
      {
        role: 'assistant',
        content: 'Perfetto, ho tutto quello che mi serve. Quando vuoi, premi «Ho finito - Procedi con la creazione».',
        minute: 12,
      },
    ],
    brief: {
      plan_type: 'basic',
      business_name: 'Fioreria Il Girasole',
      activity: 'Fioreria artigianale: mazzi, composizioni, addobbi per matrimoni, fiori per uffici.',
      city: 'Firenze',
      target_customers: "Residenti dell'Oltrarno, coppie che si sposano, aziende con fiori settimanali.",
      services: [
        { name: 'Mazzo di fiori', price: 'da 25 €' },
        { name: 'Composizioni su ordinazione', price: null },
        { name: 'Addobbi per matrimoni', price: 'Su preventivo' },
        { name: 'Consegna a domicilio a Firenze', price: '8 €' },
      ],
      strengths: 'Fiori di stagione da coltivatori toscani, imballaggi senza plastica, confezioni fatte a mano.',
      tone: 'Solare e gentile',
      style: 'medical',
      colors: ['giallo girasole', 'verde foglia', 'bianco'],
      contacts: {
        email: null,
        phone: null,
        address: 'Via Maggio 17, Firenze',
        whatsapp: '328 771 0493',
        social: ['https://www.facebook.com/fioreriailgirasole'],
      },
      domain_wish: 'fioreriailgirasole.it',
      notes: 'Ordini soprattutto su WhatsApp: pulsante in evidenza.',
    },
  },
];
