/**
 * Four more customers, met only through the orders: their questionnaires were completed in the last days and
 * their orders wait for payment, failed to pay, or were just paid (one is late). Short conversations, in the
 * shape of SEED_QUESTIONNAIRES.
 */
import type { Brief, StyleId } from '@core/api';
import type { SeedLine, SeedQuestionnaire } from './questionnaires';

const OPENING =
  'Ciao! Sono il tuo assistente e ti aiuterò a creare la tua landing page in pochi minuti. ' +
  'Per iniziare, raccontami della tua attività: come si chiama, di cosa si occupa e in quale città?';
const CLOSING = 'Perfetto, ho tutto quello che mi serve. Quando vuoi, premi «Ho finito - Procedi con la creazione».';

/** The opening, then each answer after its question, two minutes apart, then the closing line. */
function conversation(firstAnswer: string, turns: readonly [question: string, answer: string][]): SeedLine[] {
  const lines: SeedLine[] = [
    { role: 'assistant', content: OPENING, minute: 0 },
    { role: 'user', content: firstAnswer, minute: 2 },
  ];
  turns.forEach(([question, answer], index) => {
    const minute = 2 + index * 2;
    lines.push({ role: 'assistant', content: question, minute }, { role: 'user', content: answer, minute: minute + 2 });
  });
  lines.push({ role: 'assistant', content: CLOSING, minute: 4 + turns.length * 2 });
  return lines;
}

function seedQuestionnaire(
  key: string,
  sessionId: string,
  daysAgo: number,
  startHour: number,
  style: StyleId,
  lines: SeedLine[],
  brief: Brief,
): SeedQuestionnaire {
  return { key, sessionId, plan: brief.plan_type, daysAgo, startHour, startMinute: 5, style, lines, brief };
}

export const ORDER_QUESTIONNAIRES: readonly SeedQuestionnaire[] = [
  seedQuestionnaire(
    'parrucchiera',
    'session_1763897100000_h8r2t5w1c',
    1,
    19,
    'fitness',
    conversation('Ciao, sono Marta: ho un salone da parrucchiera a Bari, Taglio Netto, in via Sparano.', [
      ['Chi sono i tuoi clienti?', 'Soprattutto donne tra i 25 e i 50 anni, molte lavorano in centro.'],
      [
        'Quali servizi vuoi mostrare, con i prezzi?',
        'Piega 18 euro, taglio e piega 35, colore da 45, trattamenti alla cheratina.',
      ],
      ['Cosa ti distingue?', 'Prodotti senza ammoniaca e apertura continuata fino alle 20.'],
      ['Che stile e quali colori immagini?', 'Qualcosa di energico: nero e rosa acceso.'],
      ['Quali contatti vuoi mostrare?', 'Email ciao@taglionetto.it, telefono 080 521 7734, Instagram.'],
    ]),
    {
      plan_type: 'basic',
      business_name: 'Taglio Netto',
      owner_name: 'Marta Lorusso',
      activity: 'Salone da parrucchiera: tagli, pieghe, colore e trattamenti.',
      city: 'Bari',
      target_customers: 'Donne tra i 25 e i 50 anni che lavorano in centro.',
      services: [
        { name: 'Piega', price: '18 €' },
        { name: 'Taglio e piega', price: '35 €' },
        { name: 'Colore', price: 'da 45 €' },
        { name: 'Trattamento alla cheratina', price: null },
      ],
      strengths: 'Prodotti senza ammoniaca, orario continuato fino alle 20.',
      tone: 'Diretto e allegro',
      style: 'fitness',
      colors: ['nero', 'rosa acceso'],
      contacts: {
        email: 'ciao@taglionetto.it',
        phone: '080 521 7734',
        address: 'Via Sparano 41, Bari',
        whatsapp: null,
        social: ['https://www.instagram.com/taglionetto.bari'],
      },
      domain_wish: null,
      notes: null,
    },
  ),
  seedQuestionnaire(
    'bnb',
    'session_1763807700000_k4n9p2v6d',
    1,
    21,
    'business',
    conversation('Salve, gestisco un B&B a Lecce, si chiama Corte dei Fichi: quattro camere in centro storico.', [
      ['Chi sono i tuoi ospiti?', 'Coppie e turisti stranieri, in primavera e in estate.'],
      [
        'Cosa offri, con i prezzi?',
        'Camera doppia da 90 euro a notte con colazione, transfer dalla stazione a 15 euro.',
      ],
      ['Cosa ti distingue?', 'Colazione con dolci leccesi fatti da mia madre e una terrazza sui tetti.'],
      ['Che stile e quali colori immagini?', 'Elegante: pietra leccese, bianco e verde oliva.'],
      [
        'Quali contatti vuoi mostrare?',
        'Email info@cortedeifichi.it, WhatsApp 347 220 1189. Vorrei il dominio cortedeifichi.it.',
      ],
    ]),
    {
      plan_type: 'pro',
      business_name: 'Corte dei Fichi B&B',
      owner_name: 'Paolo Greco',
      activity: 'Bed and breakfast con quattro camere nel centro storico.',
      city: 'Lecce',
      target_customers: 'Coppie e turisti stranieri in primavera e in estate.',
      services: [
        { name: 'Camera doppia con colazione', price: 'da 90 € a notte' },
        { name: 'Transfer dalla stazione', price: '15 €' },
      ],
      strengths: 'Colazione con dolci leccesi fatti in casa, terrazza sui tetti.',
      tone: 'Elegante e accogliente',
      style: 'business',
      colors: ['pietra leccese', 'bianco', 'verde oliva'],
      contacts: {
        email: 'info@cortedeifichi.it',
        phone: null,
        address: 'Via Paladini 12, Lecce',
        whatsapp: '347 220 1189',
        social: [],
      },
      domain_wish: 'cortedeifichi.it',
      notes: 'Prenotazioni anche in inglese.',
    },
  ),
  seedQuestionnaire(
    'idraulico',
    'session_1763467200000_m1q7s3x8e',
    5,
    10,
    'business',
    conversation('Buongiorno, sono Luca Ferri, idraulico a Padova: pronto intervento e impianti.', [
      ['Chi sono i tuoi clienti?', 'Famiglie e condomini di Padova e provincia.'],
      [
        'Quali servizi vuoi mostrare, con i prezzi?',
        'Pronto intervento 24 ore, uscita 40 euro; caldaie e impianti su preventivo.',
      ],
      ['Cosa ti distingue?', 'Arrivo entro un’ora in città e preventivo scritto prima di iniziare.'],
      ['Che stile e quali colori immagini?', 'Serio e pulito: blu e bianco.'],
      ['Quali contatti vuoi mostrare?', 'Telefono 049 880 2217, email luca@ferriimpianti.it. P.IVA 04567890123.'],
    ]),
    {
      plan_type: 'basic',
      business_name: 'Ferri Impianti',
      owner_name: 'Luca Ferri',
      activity: 'Idraulico: pronto intervento, caldaie e impianti.',
      city: 'Padova',
      target_customers: 'Famiglie e condomini di Padova e provincia.',
      services: [
        { name: 'Pronto intervento 24 ore', price: 'uscita 40 €' },
        { name: 'Caldaie e impianti', price: 'Su preventivo' },
      ],
      strengths: 'Arrivo entro un’ora in città, preventivo scritto prima di iniziare.',
      tone: 'Serio e rassicurante',
      style: 'business',
      colors: ['blu', 'bianco'],
      contacts: {
        email: 'luca@ferriimpianti.it',
        phone: '049 880 2217',
        address: null,
        whatsapp: null,
        social: [],
      },
      vat_number: '04567890123',
      domain_wish: null,
      notes: 'Numero di telefono grande in alto.',
    },
  ),
  seedQuestionnaire(
    'ceramiche',
    'session_1763542800000_r6w0y4z2f',
    1,
    9,
    'medical',
    conversation('Ciao! Sono Elena, faccio ceramiche a mano a Deruta: il laboratorio si chiama Terra Chiara.', [
      ['Chi sono i tuoi clienti?', 'Turisti che passano dal laboratorio e negozi di arredamento.'],
      [
        'Cosa offri, con i prezzi?',
        'Piatti dipinti da 30 euro, servizi su misura, corsi di tornio il sabato a 60 euro.',
      ],
      ['Cosa ti distingue?', 'Decori tradizionali di Deruta dipinti a mano, pezzi unici.'],
      ['Che stile e quali colori immagini?', 'Luminoso: blu cobalto, giallo e bianco.'],
      [
        'Quali contatti vuoi mostrare?',
        'Email laboratorio@terrachiara.it, Instagram, via Tiberina 8 Deruta. Il dominio terrachiara.it.',
      ],
    ]),
    {
      plan_type: 'pro',
      business_name: 'Terra Chiara Ceramiche',
      owner_name: 'Elena Bartolini',
      activity: 'Laboratorio di ceramiche dipinte a mano e corsi di tornio.',
      city: 'Deruta',
      target_customers: 'Turisti in visita e negozi di arredamento.',
      services: [
        { name: 'Piatti dipinti a mano', price: 'da 30 €' },
        { name: 'Servizi su misura', price: 'Su preventivo' },
        { name: 'Corso di tornio del sabato', price: '60 €' },
      ],
      strengths: 'Decori tradizionali di Deruta, pezzi unici dipinti a mano.',
      tone: 'Caldo e artigianale',
      style: 'medical',
      colors: ['blu cobalto', 'giallo', 'bianco'],
      contacts: {
        email: 'laboratorio@terrachiara.it',
        phone: null,
        address: 'Via Tiberina 8, Deruta',
        whatsapp: null,
        social: ['https://www.instagram.com/terrachiara.deruta'],
      },
      domain_wish: 'terrachiara.it',
      notes: null,
    },
  ),
];
