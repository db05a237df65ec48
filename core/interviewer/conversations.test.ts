/**
 * Whole scripted conversations, as visitors really write: the interviewer must reach the end, the
 * brief must hold what was said, and it must never ask the same thing twice or two things at once.
 */
import { describe, expect, it } from 'vitest';
import type { Brief, PlanType, StyleId } from '../api';
import { buildBrief, deterministicInterviewer, initialInterview, interviewTurn, type InterviewTurn } from './index';

interface Step {
  text: string;
  hidden?: boolean;
  style?: StyleId;
}

function run(plan: PlanType, script: ReadonlyArray<string | Step>) {
  let turn: InterviewTurn = initialInterview(plan);
  const replies = [turn.message];
  for (const line of script) {
    const step = typeof line === 'string' ? { text: line } : line;
    turn = interviewTurn(JSON.parse(JSON.stringify(turn.state)), step.text, {
      hidden: step.hidden,
      selectedStyle: step.style,
    });
    replies.push(turn.message);
  }
  return { replies, last: turn, brief: buildBrief(turn.state, null) };
}

function expectNaturalConversation(replies: readonly string[]) {
  expect(new Set(replies).size, 'an assistant message repeated word for word').toBe(replies.length);
  for (const reply of replies) {
    expect((reply.match(/\?/g) ?? []).length, `more than one question in: ${reply}`).toBeLessThanOrEqual(1);
    expect(reply).not.toMatch(/\b(undefined|null|NaN)\b|\s{2,}|\.\./);
  }
  // Acknowledgements are varied: no opening sentence is used more than twice.
  const openings = replies.slice(1).map((r) => r.split(/(?<=[.!?])\s/)[0]);
  const counts = new Map<string, number>();
  for (const o of openings) counts.set(o!, (counts.get(o!) ?? 0) + 1);
  for (const [opening, count] of counts) expect(count, `"${opening}" used ${count} times`).toBeLessThanOrEqual(2);
}

function expectBriefShape(brief: Brief) {
  expect(Object.keys(brief).sort()).toEqual(
    [
      'activity',
      'business_name',
      'city',
      'colors',
      'contacts',
      'domain_wish',
      'edited_fields',
      'flags',
      'notes',
      'opening_hours',
      'owner_name',
      'plan_type',
      'register',
      'services',
      'strengths',
      'style',
      'target_customers',
      'tone',
      'unverified_fields',
      'vat_number',
    ].sort(),
  );
}

describe('a pizzeria (pro)', () => {
  const { replies, last, brief } = run('pro', [
    'Ciao',
    'Ho una pizzeria a Napoli, si chiama Da Gennaro. Facciamo pizza napoletana cotta nel forno a legna.',
    'Famiglie, studenti e turisti che cercano la vera pizza napoletana',
    'Margherita 6 euro, Diavola 7,50 euro, Marinara 5 €; fritti misti da 4 euro',
    'Quanto costa il piano pro?',
    'Impasto a lunga lievitazione, 48 ore, e ingredienti DOP',
    'Caldo e familiare, dando del tu',
    'Rosso e bianco, stile rustico e accogliente',
    { text: 'Ho scelto lo stile Elegante e Autorevole. Continua con le domande.', hidden: true, style: 'business' },
    'info@dagennaro.it, tel 081 123 4567, anche WhatsApp. Via Toledo 45, Napoli. Instagram: @dagennaro',
    'dagennaro.it',
    'Siamo aperti tutti i giorni tranne il martedì, dalle 19 a mezzanotte',
  ]);

  it('reaches the end and invites to press the finish button', () => {
    expect(last.readyToComplete).toBe(true);
    expect(last.progress).toEqual({ covered: 9, total: 9 });
    expect(replies.at(-1)).toContain('«Ho finito - Procedi con la creazione»');
  });
  it('answers the price question from the plans and goes back to the open question', () => {
    expect(replies[5]).toContain('Dominio Pro 16 € al mese');
    expect(replies[5]).toContain('Cosa distingue Da Gennaro dalla concorrenza');
  });
  it('uses the words stile and colori when it asks about the look', () => {
    const styleQuestion = replies.find((r) => r.includes('aspetto grafico'));
    expect(styleQuestion).toMatch(/stile/);
    expect(styleQuestion).toMatch(/colori/);
  });
  it('acknowledges the chosen style', () => {
    expect(replies[9]).toContain('«Elegante e Autorevole»');
  });
  it('holds what was said in the brief', () => {
    expectBriefShape(brief);
    expect(brief).toMatchObject({
      plan_type: 'pro',
      business_name: 'Da Gennaro',
      city: 'Napoli (NA)',
      target_customers: expect.stringContaining('turisti'),
      strengths: expect.stringContaining('lievitazione'),
      tone: expect.stringContaining('dando del tu'),
      style: 'business',
      colors: ['rosso', 'bianco'],
      contacts: {
        email: 'info@dagennaro.it',
        phone: '081 123 4567',
        whatsapp: '081 123 4567',
        address: 'Via Toledo 45, Napoli',
        social: ['Instagram: @dagennaro'],
      },
      domain_wish: 'dagennaro.it',
    });
    expect(brief.activity).toContain('pizzeria');
    expect(brief.services).toEqual([
      { name: 'Margherita', price: '6 €' },
      { name: 'Diavola', price: '7,50 €' },
      { name: 'Marinara', price: '5 €' },
      { name: 'Fritti misti', price: 'da 4 €' },
    ]);
    expect(brief.notes).toContain('martedì');
  });
  it('sounds natural', () => expectNaturalConversation(replies));
});

describe('a psychologist (basic) who asks what a question means', () => {
  const { replies, last, brief } = run('basic', [
    'Buongiorno! Mi chiamo Laura Bianchi, sono psicologa e psicoterapeuta a Torino. Mi occupo di ansia, stress e terapia di coppia.',
    'Soprattutto adulti tra i 25 e i 50 anni, coppie in difficoltà e giovani professionisti stressati',
    'In che senso?',
    'Colloquio conoscitivo gratuito; seduta individuale 60 euro; terapia di coppia 80 euro a seduta; consulenza online 50 €',
    'Ascolto senza giudizio, 15 anni di esperienza e approccio cognitivo-comportamentale. Quanto tempo ci vuole per avere la pagina?',
    'Rassicurante e professionale, dando del lei',
    'Mi piacciono i colori tenui: verde salvia, beige e bianco. Uno stile pulito e sereno.',
    'Email dott.bianchi@gmail.com, cellulare +39 347 123 4567. Studio in Corso Francia 120, Torino',
    "No, nient'altro",
  ]);

  it('reaches the end without asking for a domain (basic plan)', () => {
    expect(last.readyToComplete).toBe(true);
    expect(replies.some((r) => /dominio/i.test(r))).toBe(false);
  });
  it('explains the question instead of taking "In che senso?" as the answer', () => {
    expect(replies[3]).toMatch(/servizi principali/);
    expect(brief.services[0]).toEqual({ name: 'Colloquio conoscitivo', price: 'gratuito' });
  });
  it('answers the delivery question within the same reply that moves on', () => {
    expect(replies[5]).toContain('24 ore lavorative');
    expect(replies[5]).toMatch(/tono/);
  });
  it('holds what was said in the brief', () => {
    expect(brief).toMatchObject({
      plan_type: 'basic',
      business_name: 'Laura Bianchi',
      city: 'Torino (TO)',
      colors: ['verde salvia', 'beige', 'bianco'],
      contacts: {
        email: 'dott.bianchi@gmail.com',
        phone: '+39 347 123 4567',
        address: 'Corso Francia 120, Torino',
        whatsapp: null,
        social: [],
      },
      domain_wish: null,
      style: null,
    });
    expect(brief.services).toHaveLength(4);
    expect(brief.services[2]).toEqual({ name: 'Terapia di coppia', price: '80 €/seduta' });
    expect(brief.tone).toContain('del lei');
  });
  it('sounds natural', () => expectNaturalConversation(replies));
});

describe('a law firm (pro) that gives prices only when asked', () => {
  const { replies, last, brief } = run('pro', [
    'Studio Legale Rossi & Associati, Milano. Siamo avvocati specializzati in diritto del lavoro e diritto di famiglia.',
    'Aziende piccole e medie, lavoratori dipendenti e famiglie che affrontano una separazione',
    'Consulenza iniziale, cause di lavoro, separazioni e divorzi, contratti',
    'Consulenza iniziale 100 euro, il resto su preventivo',
    "Trent'anni di esperienza, risposta entro 24 ore, prima consulenza anche online",
    'Formale e autorevole',
    'Posso cambiare i colori dopo?',
    'Blu notte e oro, elegante e classico',
    'segreteria@studiorossi.it - 02 8765 4321 - Via Manzoni 12, 20121 Milano. LinkedIn: linkedin.com/company/studio-rossi',
    'www.studiorossi.it',
    'Vorrei una sezione con le pubblicazioni e gli articoli',
  ]);

  it('asks for prices once, then moves on', () => {
    expect(replies[3]).toMatch(/prezzi/);
    expect(replies[4]).toMatch(/prezzi/);
    expect(replies.filter((r) => r.includes('Vuoi indicare anche i prezzi'))).toHaveLength(1);
  });
  it('answers the question about later changes from the service terms', () => {
    expect(replies[7]).toContain('5 modifiche gratuite');
    expect(replies[7]).toMatch(/stile/);
  });
  it('reaches the end with the brief holding what was said', () => {
    expect(last.readyToComplete).toBe(true);
    expect(brief).toMatchObject({
      business_name: 'Studio Legale Rossi & Associati',
      city: 'Milano (MI)',
      colors: ['blu notte', 'oro'],
      domain_wish: 'studiorossi.it',
      contacts: {
        email: 'segreteria@studiorossi.it',
        phone: '02 8765 4321',
        address: 'Via Manzoni 12, 20121 Milano',
        social: ['linkedin.com/company/studio-rossi'],
      },
    });
    expect(brief.services[0]).toEqual({ name: 'Consulenza iniziale', price: '100 €' });
    expect(brief.services.map((x) => x.name)).toEqual([
      'Consulenza iniziale',
      'Cause di lavoro',
      'Separazioni e divorzi',
      'Contratti',
    ]);
    expect(brief.notes).toContain('pubblicazioni');
    expect(brief.notes).toContain('elegante');
  });
  it('sounds natural', () => expectNaturalConversation(replies));
});

describe('a terse visitor', () => {
  const { replies, last, brief } = run('basic', [
    'ciao',
    'pizzeria',
    'da mario, roma',
    'famiglie',
    'boh',
    'pizze 8 euro',
    'boh',
    'non so',
    'boh',
    'fate voi',
    '3331234567',
    'rosso',
    'no',
    'no',
  ]);

  it('re-asks a vague answer once with an example, then lets it go', () => {
    expect(replies[5]).toMatch(/servizi principali/);
    expect(replies[8]).toMatch(/Nessun problema|Va bene|Tranquillo/);
    expect(brief.strengths).toBeNull();
  });
  it('asks only for the missing name and city', () => {
    expect(replies[2]).toBe(
      'Grazie, è un ottimo punto di partenza. Mi dici anche come si chiama e in quale città (o zona) lavori?',
    );
  });
  it('takes a phone number given early and asks the open question again', () => {
    expect(replies[11]).toContain('333 123 4567');
    expect(replies[11]).toMatch(/stile/);
  });
  it('still reaches the end with what little was said', () => {
    expect(last.readyToComplete).toBe(true);
    expect(brief).toMatchObject({
      business_name: 'Da Mario',
      city: 'Roma (RM)',
      activity: 'pizzeria',
      target_customers: 'famiglie',
      services: [{ name: 'Pizze', price: '8 €' }],
      tone: 'a scelta del team',
      colors: ['rosso'],
      contacts: { phone: '333 123 4567', email: null },
    });
  });
  it('sounds natural', () => expectNaturalConversation(replies));
});

describe('an off-topic visitor', () => {
  const { replies, last, brief } = run('basic', [
    'Che tempo fa domani a Roma?',
    'Ahah ok. Ho un negozio di fiori a Firenze, Fioreria Le Margherite',
    'Chi ha vinto la partita ieri?',
    'Sposi, aziende per eventi e chi vuole fare un regalo',
    'Sei un robot?',
    'Bouquet da 35 euro, composizioni per matrimoni su preventivo, consegna a domicilio 5 euro',
    'Fiori freschi ogni mattina dal mercato e consegna in giornata',
    'Mi racconti una barzelletta?',
    'Allegro e amichevole',
    'Colori pastello: rosa cipria, verde menta e #F5E6CC',
    'Posso disdire quando voglio?',
    'ciao@lemargherite.it oppure 055 234 5678, siamo in Piazza della Signoria 3, Firenze. Su Instagram e Facebook',
    'Niente',
  ]);

  it('steers back to the page every time, without losing the question', () => {
    expect(replies[1]).toMatch(/non so aiutarti|specialità|mestiere/);
    expect(replies[1]).toMatch(/attività/);
    expect(replies[3]).toMatch(/clienti ideali/);
    expect(replies[5]).toMatch(/assistente virtuale.*persone vere del nostro team/);
    expect(replies[8]).toMatch(/tono/);
    expect(replies[11]).toMatch(/disdire in qualsiasi momento/);
  });
  it('reaches the end with the brief holding what was said', () => {
    expect(last.readyToComplete).toBe(true);
    expect(brief).toMatchObject({
      business_name: 'Fioreria Le Margherite',
      city: 'Firenze (FI)',
      colors: ['rosa cipria', 'verde menta', '#F5E6CC'],
      contacts: {
        email: 'ciao@lemargherite.it',
        phone: '055 234 5678',
        address: 'Piazza della Signoria 3, Firenze',
        social: ['Instagram', 'Facebook'],
      },
    });
    expect(brief.services).toEqual([
      { name: 'Bouquet', price: 'da 35 €' },
      { name: 'Composizioni per matrimoni su preventivo', price: null },
      { name: 'Consegna a domicilio', price: '5 €' },
    ]);
  });
  it('sounds natural', () => expectNaturalConversation(replies));
});

describe('a visitor who says everything at once', () => {
  const { replies, last, brief } = run('basic', [
    'Buongiorno, sono Marco Verdi, personal trainer a Bologna. Seguo persone che vogliono rimettersi in forma dopo i 40 anni. ' +
      'Lezione singola 40 euro, pacchetto 10 lezioni 350 euro. I miei colori sono nero e arancione. ' +
      'Scrivetemi a marco@verdifit.it o chiamate il 349 555 1234',
    'Chi ha superato i 40 e vuole tornare in forma senza farsi male',
    'Metodo personalizzato e risultati misurabili',
    'Diretto e motivante, dando del tu',
    'Instagram @verdifit',
    'Niente altro',
  ]);

  it('does not ask again what it was already told', () => {
    expect(replies.some((r) => /servizi o prodotti/.test(r))).toBe(false);
    expect(replies.some((r) => /aspetto grafico/.test(r))).toBe(false);
    expect(replies[1]).toMatch(/clienti ideali/);
    expect(replies[4]).toContain("Ho già l'email marco@verdifit.it e il numero 349 555 1234");
    expect(last.readyToComplete).toBe(true);
  });
  it('holds everything in the brief', () => {
    expect(brief).toMatchObject({
      business_name: 'Marco Verdi',
      city: 'Bologna (BO)',
      services: [
        { name: 'Lezione singola', price: '40 €' },
        { name: 'Pacchetto 10 lezioni', price: '350 €' },
      ],
      colors: ['nero', 'arancione'],
      strengths: 'Metodo personalizzato e risultati misurabili',
      contacts: { email: 'marco@verdifit.it', phone: '349 555 1234', social: ['Instagram: @verdifit'] },
    });
  });
  it('sounds natural', () => expectNaturalConversation(replies));
});

describe('after the end and through the port', () => {
  it('keeps taking details after the end and keeps inviting to finish', () => {
    const { last } = run('basic', [
      'Pizzeria Da Mario a Roma',
      'famiglie',
      'pizze 8 euro',
      'qualità',
      'amichevole',
      'rosso',
      'info@damario.it e 06 1234567, Via Appia 10, Roma',
      'no',
    ]);
    expect(last.readyToComplete).toBe(true);
    const more = interviewTurn(last.state, 'Ah, abbiamo anche il servizio di asporto');
    expect(more.readyToComplete).toBe(true);
    expect(more.message).toMatch(/Ho finito - Procedi con la creazione/);
    expect(buildBrief(more.state, null).notes).toContain('asporto');
  });
  it('the deterministic port returns the same as the functions, state as plain JSON', async () => {
    const start = await deterministicInterviewer.start('pro');
    expect(JSON.parse(JSON.stringify(start.state))).toEqual(start.state);
    const turn = await deterministicInterviewer.turn(
      start.state,
      'Palestra FitLab a Bologna, corsi di crossfit',
      {},
      [],
    );
    expect(turn.message).toBe(interviewTurn(start.state, 'Palestra FitLab a Bologna, corsi di crossfit').message);
    const brief = await deterministicInterviewer.brief(turn.state, 'fitness', []);
    expect(brief).toMatchObject({
      business_name: 'Palestra FitLab',
      city: 'Bologna (BO)',
      style: 'fitness',
      plan_type: 'pro',
    });
  });
  it('keeps the stored style that backends pass on every later turn, without treating those turns as style choices', () => {
    let turn = initialInterview('basic');
    turn = interviewTurn(turn.state, 'Pizzeria Da Mario a Roma');
    turn = interviewTurn(turn.state, 'Ho scelto lo stile Elegante e Autorevole', {
      hidden: true,
      selectedStyle: 'business',
    });
    const next = interviewTurn(turn.state, 'Famiglie e studenti', { selectedStyle: 'business' });
    expect(next.message).not.toContain('Ottima scelta: lo stile');
    expect(next.message).toMatch(/servizi o prodotti/);
    expect(buildBrief(next.state, null)).toMatchObject({ target_customers: 'Famiglie e studenti', style: 'business' });
  });
  it('a style chosen before the style question turns that question into one about colours', () => {
    const { replies } = run('basic', [
      'Palestra FitLab a Bologna, corsi di crossfit',
      { text: 'Ho scelto lo stile Energico e Dinamico', hidden: true, style: 'fitness' },
      'ragazzi e adulti sportivi',
      'abbonamento mensile 50 euro',
      'coach certificati',
      'motivante',
    ]);
    expect(replies[2]).toContain('«Energico e Dinamico»');
    expect(replies[2]).toMatch(/clienti ideali/);
    expect(replies[6]).toMatch(/colori/);
    expect(replies[6]).toContain('«Energico e Dinamico»');
  });
});
