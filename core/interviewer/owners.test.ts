/**
 * The interviewer on owners it has never met (issue 31) and on contacts that look wrong (issue 30): messages
 * filed by what they say, questions without a question mark, everyday words that are comuni, negations over a
 * list, hours in passing, one acknowledgement a turn, doubtful values kept, marked and asked about once.
 */
import { describe, expect, it } from 'vitest';
import type { PlanType } from '../api';
import { applyBriefPatch, draftBrief, initialInterview, interviewTurn, type InterviewTurn } from './index';
import { findSuspectEmail, findSuspectPhone, findVatCandidate } from './contacts';
import { readColours } from './colors';
import { findOpeningHours } from './hours';

function play(plan: PlanType, script: readonly string[]) {
  let turn: InterviewTurn = initialInterview(plan);
  const replies: string[] = [];
  for (const text of script) {
    turn = interviewTurn(JSON.parse(JSON.stringify(turn.state)), text);
    replies.push(turn.message);
  }
  return { replies, state: turn.state, brief: draftBrief(turn.state, null) };
}

const OPENING = ['Pizzeria Il Faro a Livorno, pizza al taglio', 'famiglie e studenti'];
const PRAISE = /ottim|perfett|bellissim|punto di forza|messaggi principali|primo piano/i;

describe('messages filed by what they say', () => {
  it('takes a register request without moving the topic', () => {
    const { replies, brief } = play('basic', [OPENING[0]!, 'possiamo darci del tu', 'turisti e famiglie']);
    expect(replies[1]).toMatch(/del tu/);
    expect(replies[1]).toMatch(/clienti/);
    expect(brief.register).toBe('tu');
    expect(brief.target_customers).toBe('turisti e famiglie');
  });
  it('takes a priced list as the services where the customers were asked, then asks again', () => {
    const { replies, brief } = play('basic', [OPENING[0]!, 'margherita 6 €, focaccia 3 €', 'lavoratori a pranzo']);
    expect(replies[1]).toMatch(/clienti/);
    expect(brief.services.map((x) => x.price)).toEqual(['6 €', '3 €']);
    expect(brief.target_customers).toBe('lavoratori a pranzo');
  });
  it('answers a question without a question mark and never praises it', () => {
    const { replies, brief } = play('basic', [
      ...OPENING,
      'margherita 6 €, focaccia 3 €',
      'ma i testi li posso cambiare io o li cambiate voi',
    ]);
    expect(replies[3]).toMatch(/modifiche/);
    expect(replies[3]).not.toMatch(PRAISE);
    expect(brief.strengths).toBeNull();
  });
  it('keeps the city when an everyday word that is a comune opens a sentence', () => {
    const { brief } = play('basic', [...OPENING, 'Anzi, ripensandoci, vorrei mettere anche le pizze fritte']);
    expect(brief.city).toBe('Livorno (LI)');
  });
  it('acknowledges once before the closing words', () => {
    const { replies } = play('basic', [
      ...OPENING,
      'margherita 6 €',
      'lievito madre',
      'allegro',
      'rosso e bianco',
      '0586 123 456',
      'vorrei anche le recensioni',
    ]);
    expect(replies.at(-1)).not.toMatch(/\.\s+Benissimo/);
    expect(replies.at(-1)).toMatch(/Ho tutto quello che mi serve/);
  });
});

describe('reading lists, negations and hours', () => {
  it('drops every colour a negation covers', () => {
    expect(readColours('niente rosso e verde, bordeaux con il crema')).toEqual({
      wanted: ['bordeaux', 'crema'],
      dropped: ['rosso', 'verde'],
    });
  });
  it('keeps the hours without their lead-in', () => {
    expect(findOpeningHours('Ah, gli orari: aperti tutti i giorni dalle 18 alle 24')).toBe(
      'Aperti tutti i giorni dalle 18 alle 24',
    );
  });
});

describe('contacts that look wrong', () => {
  it('keeps a P.IVA whose check digit fails, an odd email, a short phone number', () => {
    expect(findVatCandidate('p.iva 01234567890')).toEqual({ digits: '01234567890', valid: false });
    expect(findVatCandidate('la partita iva giusta è 01234567897')).toEqual({ digits: '01234567897', valid: true });
    expect(findSuspectEmail('scrivete a mario.rossi@gmial.com')).toBe('mario.rossi@gmial.com');
    expect(findSuspectEmail('mario.rossi@gmail')).toBe('mario.rossi@gmail');
    expect(findSuspectEmail('mario.rossi@gmail.com')).toBeNull();
    expect(findSuspectPhone('cellulare 348 221 90')).toBe('348 221 90');
    expect(findSuspectPhone('cellulare 348 221 9045')).toBeNull();
  });
  it.each([
    ['mario@gmail,com', 'mario@gmail,com'],
    ['scrivimi a mario@yahho.it', 'mario@yahho.it'],
    ['mario@libro.it', 'mario@libro.it'],
    ['mario@hotmaill.com', 'mario@hotmaill.com'],
    ['mario..rossi@gmail.com', 'mario..rossi@gmail.com'],
    ['mario.@libero.it', 'mario.@libero.it'],
    ['mario@email.it', null],
    ['info@mail.com', null],
    ['info@studiorossi.it', null],
    ['mario@outlook.it', null],
  ])('reads the email in «%s» as doubtful: %s', (text, suspect) => {
    expect(findSuspectEmail(text)).toBe(suspect);
  });
  it.each([
    ['+39 333 123 45', '+39 333 123 45'],
    ['0039 06 12', '0039 06 12'],
    ['333-1234-5678-9', '333-1234-5678-9'],
    ['+39 333 123 4567', null],
    ['siamo aperti dal 2009, 3 soci', null],
    ['3 pizze a 10 euro', null],
  ])('reads the number in «%s» as doubtful: %s', (text, suspect) => {
    expect(findSuspectPhone(text)).toBe(suspect);
  });
  it("closes up the spaces around an address's «@» and takes it as written", () => {
    const { brief } = play('basic', [OPENING[0]!, 'mario @ gmail.com', 'famiglie']);
    expect(brief.contacts.email).toBe('mario@gmail.com');
    expect(brief.unverified_fields).toEqual([]);
    expect(brief.target_customers).toBe('famiglie');
  });
  it('marks a mistyped P.IVA in the brief and asks once, in one question', () => {
    const { replies, brief, state } = play('basic', [...OPENING, 'margherita 6 €', 'p.iva 01234567890']);
    expect(brief.vat_number).toBe('01234567890');
    expect(brief.unverified_fields).toEqual(['vat_number']);
    expect(replies[3]).toMatch(/partita IVA 01234567890/);
    expect((replies[3]!.match(/\?/g) ?? []).length).toBe(1);
    const after = interviewTurn(JSON.parse(JSON.stringify(state)), 'sì è giusta');
    expect(after.message).toMatch(/verificherà il nostro team/);
    expect(after.message).not.toMatch(/partita IVA 0/);
    expect(draftBrief(after.state, null).unverified_fields).toEqual(['vat_number']);
  });
  it('takes the corrected value given in reply, unmarked', () => {
    const { brief, replies } = play('basic', [
      ...OPENING,
      'margherita 6 €',
      'mail mario@gmial.com, p.iva 01234567890',
      'hai ragione: mario@gmail.com e la partita iva è 01234567897',
    ]);
    expect(replies[4]).toMatch(/ho corretto/);
    expect(brief.contacts.email).toBe('mario@gmail.com');
    expect(brief.vat_number).toBe('01234567897');
    expect(brief.unverified_fields).toEqual([]);
  });
  it('drops the mark of a field the customer corrects in the summary', () => {
    const { state } = play('basic', [...OPENING, 'margherita 6 €', 'p.iva 01234567890']);
    const patched = applyBriefPatch(state, { vat_number: '01234567897' });
    expect(draftBrief(patched, null).unverified_fields).toEqual([]);
  });
});

describe('contacts and the P.IVA given ahead of their question', () => {
  const CUSTOMERS = /clienti ideali/;
  it.each([
    ['la mia partita IVA è 12345678903', /Ho segnato la partita IVA 12345678903\./],
    ['P.IVA: IT 12345678903', /Ho segnato la partita IVA 12345678903\./],
    ['ecco il mio numero, 333 1234567', /Ho segnato il numero 333 1234567\./],
    ['scrivetemi pure a info@ilfaro.it', /Ho segnato l'email info@ilfaro\.it\./],
    ['pec ilfaro@pec.it e partita iva 12345678903', /Ho segnato la PEC ilfaro@pec\.it e la partita IVA 12345678903\./],
  ])('takes «%s» where it belongs and asks the open question again', (message, said) => {
    const { replies, brief } = play('basic', [OPENING[0]!, message, 'famiglie e studenti']);
    expect(replies[1]).toMatch(said);
    expect(replies[1]).toMatch(CUSTOMERS);
    // Not taken as the answer to the question on the table.
    expect(brief.target_customers).toBe('famiglie e studenti');
  });
  it('checks a doubtful value at once, then comes back to the open question', () => {
    const { replies, brief } = play('basic', [
      OPENING[0]!,
      'La mia partita IVA è 01234567891',
      'va bene così',
      'la mail è mario.rossi@gmial',
      'sì è quella',
      'famiglie e studenti',
    ]);
    expect(replies[1]).toMatch(/partita IVA 01234567891 non mi torna/);
    expect(replies[2]).toMatch(CUSTOMERS);
    expect(replies[3]).toMatch(/email mario\.rossi@gmial non mi torna/);
    expect(replies[4]).toMatch(CUSTOMERS);
    expect(brief.target_customers).toBe('famiglie e studenti');
    expect(brief.services).toEqual([]);
    expect(brief.vat_number).toBe('01234567891');
    expect(brief.contacts.email).toBe('mario.rossi@gmial');
    expect(brief.unverified_fields).toEqual(['email', 'vat_number']);
  });
  it.each([
    '+39 333 123 45',
    'la mail è mario@gmail,com',
    'p.iva 1234567890',
    'mario@yahho.it',
    'mario..rossi@gmail.com',
  ])('asks to check «%s» at once and keeps the open question', (message) => {
    const { replies, brief } = play('basic', [OPENING[0]!, message, 'va bene così', 'famiglie e studenti']);
    expect(replies[1]).toMatch(/Un controllo prima di andare avanti/);
    expect(replies[2]).toMatch(CUSTOMERS);
    expect(brief.target_customers).toBe('famiglie e studenti');
    expect(brief.unverified_fields).toHaveLength(1);
  });
  it('keeps the services question open over an email in passing', () => {
    const { replies, brief } = play('basic', [...OPENING, 'la mail del negozio è info@ilfaro.it', 'margherita 6 €']);
    expect(replies[2]).toMatch(/Ho segnato l'email info@ilfaro\.it\./);
    expect(replies[2]).toMatch(/servizi o prodotti/);
    expect(brief.services).toEqual([{ name: 'Margherita', price: '6 €' }]);
  });
  it('still reads a message that says more than the fact as the answer', () => {
    const { brief } = play('basic', [OPENING[0]!, 'famiglie e studenti, la mia partita IVA è 12345678903']);
    expect(brief.vat_number).toBe('12345678903');
    expect(brief.target_customers).toMatch(/famiglie e studenti/);
  });
});
