/**
 * The behaviours issue 13 asked for, one conversation each: owner and business told apart and corrected,
 * Lei in every reply once asked, calm answers with the support contacts and a flag, owned domains moved,
 * and a brief made of extracted values rather than raw messages.
 */
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../company';
import { draftBrief, initialInterview, interviewTurn, type InterviewTurn } from './index';

function play(plan: 'basic' | 'pro', lines: readonly string[]) {
  let turn: InterviewTurn = initialInterview(plan);
  const replies: string[] = [];
  for (const line of lines) {
    turn = interviewTurn(JSON.parse(JSON.stringify(turn.state)), line);
    replies.push(turn.message);
  }
  return { replies, brief: draftBrief(turn.state, null), state: turn.state };
}

const PRAISE = /ottim|bellissim|perfett|che bello|mi piace|punto di partenza|bel nome/i;

describe('names', () => {
  it('keeps the owner apart from the business and uses the business in its questions', () => {
    const { replies, brief } = play('basic', [
      'io sono Gennaro Esposito e con mio fratello mandiamo avanti la Pizzeria Da Gennaro, a Napoli',
      'famiglie e turisti',
      'Margherita 6 €\nDiavola 7,50 €',
    ]);
    expect(brief).toMatchObject({
      business_name: 'Pizzeria Da Gennaro',
      owner_name: 'Gennaro Esposito',
      city: 'Napoli (NA)',
      activity: 'pizzeria',
    });
    expect(replies[2]).toContain('Cosa distingue Pizzeria Da Gennaro');
    expect(replies.join(' ')).not.toContain('Gennaro Esposito:');
  });

  it('follows a correction of the business name made later', () => {
    const { brief, replies } = play('basic', [
      'Ciao sono Anna Molteni, faccio la sarta a Como',
      "Il nome dell'attività è Sartoria Anna",
      'spose e cerimonie',
      'il nome giusto è Atelier Anna Molteni, Sartoria Anna era quello vecchio',
    ]);
    expect(brief.business_name).toBe('Atelier Anna Molteni');
    expect(replies[3]).toMatch(/corrett/i);
    expect(replies[3]).toMatch(/servizi/);
  });
});

describe('register', () => {
  it('answers in Lei from the moment the customer asks, and the tone says so', () => {
    const { replies, brief } = play('basic', [
      'Buongiorno, sono la Dott.ssa Chiara Fabbri, psicologa a Bologna. Preferirei che ci dessimo del Lei.',
      'Adulti con ansia',
      'Primo colloquio gratuito; seduta 70 €',
      'Quindici anni di esperienza',
      'Professionale',
    ]);
    for (const reply of replies)
      expect(reply).not.toMatch(/\b(tuoi|tua|tuo|hai|vuoi|dimmi|raccontami|scrivimi|puoi|preferisci|ti)\b/i);
    expect(brief).toMatchObject({
      register: 'lei',
      owner_name: 'Dott.ssa Chiara Fabbri',
      business_name: 'Dott.ssa Chiara Fabbri',
    });
    expect(brief.tone).toContain('Lei');
  });
});

describe('messages that need a person', () => {
  it.each([
    ['Sono molto deluso, nessuno mi ha mai risposto. Non è serio.', 'complaint'],
    ['voglio il rimborso', 'refund'],
    ['siete degli idioti', 'insult'],
    ['voglio parlare con una persona vera', 'human_request'],
  ] as const)('«%s»: no praise, the support contacts, a flag, and the same question again', (text, type) => {
    const { replies, brief, state } = play('basic', ['Pizzeria Da Mario a Roma', text]);
    expect(replies[1]).toContain(COMPANY.supportEmail);
    expect(replies[1]).toContain(COMPANY.phone);
    expect(replies[1]).not.toMatch(PRAISE);
    expect(replies[1]).toMatch(/clienti ideali/);
    expect(brief.flags).toEqual([{ type, excerpt: text, turn: 2 }]);
    expect(state.topic).toBe('customers');
  });

  it('never echoes nonsense as an acknowledgement and asks again', () => {
    const { replies, brief } = play('basic', [
      'Pizzeria Da Mario a Roma',
      'famiglie',
      'pizze 8 €',
      'il forno a legna',
      'asdfghjkl',
    ]);
    expect(replies[4]).not.toMatch(/asdf|D'accordo, tono/);
    expect(replies[4]).toMatch(/tono|tu o del lei/);
    expect(brief.tone).toBeNull();
    expect(brief.flags?.map((f) => f.type)).toEqual(['off_topic']);
  });
});

describe("owners' questions", () => {
  it('explains what a domain is and moves an owned domain instead of checking it is free', () => {
    const { replies, brief } = play('pro', [
      'Studio Rossi, commercialisti a Torino',
      'piccole imprese',
      'dichiarazione 150 €',
      'rispondiamo in giornata',
      'professionale',
      'blu',
      'info@studiorossi.it 011 123 4567, via Roma 1, Torino, Instagram @studiorossi',
      "cos'è un dominio?",
      "studiorossi.it ce l'ho già, è registrato con Aruba",
    ]);
    expect(replies[7]).toMatch(/indirizzo del sito/);
    expect(replies[8]).not.toMatch(/verificheremo[^.]*libero/);
    expect(replies[8]).toMatch(/trasferimento/);
    expect(brief.domain_wish).toBe('studiorossi.it');
    expect(brief.notes).toContain('da trasferire');
  });

  it('answers plan differences, forms, timing, changes and real people from the constants', () => {
    const { replies } = play('basic', [
      "Che differenza c'è tra Basic e Pro?",
      'si può mettere un modulo per prenotare sulla pagina?',
      'e quanto ci mettete a farla? e se poi voglio cambiare qualcosa?',
      'ma siete persone vere?',
    ]);
    expect(replies[0]).toMatch(/1 €.*16 €/);
    expect(replies[1]).toMatch(/modulo di contatto/);
    expect(replies[2]).toMatch(/24 ore/);
    expect(replies[2]).toMatch(/5 modifiche gratuite/);
    expect(replies[3]).toMatch(/persone vere del nostro team/);
    for (const reply of replies) expect(reply).toMatch(/attività/);
  });
});

describe('the brief is made of values', () => {
  it('keeps activity, hours, P.IVA, PEC and WhatsApp in their own fields', () => {
    const { brief } = play('basic', [
      'Buongiorno. Sono il titolare della Trattoria Bertoldi di Bologna, cucina tradizionale emiliana dal 1962.',
      'Professionisti in pausa pranzo',
      'Tortellini 14 €; tagliatelle 12 €',
      'la sfoglia tirata a mano',
      'sobrio',
      'bordeaux',
      '051 234 567, whatsapp 333 123 4567, trattoriabertoldi@libero.it, PEC bertoldi@pec.it, P.IVA 01234567897',
      'Orari: da martedì a domenica 12-14.30; lunedì chiuso.',
    ]);
    expect(brief.activity).toBe('trattoria, cucina tradizionale emiliana');
    expect(brief.contacts).toMatchObject({
      phone: '051 234 567',
      whatsapp: '333 123 4567',
      email: 'trattoriabertoldi@libero.it',
      pec: 'bertoldi@pec.it',
    });
    expect(brief.vat_number).toBe('01234567897');
    expect(brief.opening_hours).toContain('12-14.30');
  });
});

describe('a complaint inside an answer', () => {
  it('takes the answer but praises nothing', () => {
    const { replies, brief } = play('basic', [
      'Pizzeria Da Mario a Roma',
      'Famiglie e studenti. Comunque il vostro servizio è pessimo.',
    ]);
    expect(brief.target_customers).toContain('Famiglie e studenti');
    expect(replies[1]).not.toMatch(PRAISE);
    expect(replies[1]).toContain(COMPANY.supportEmail);
    expect(brief.flags?.map((f) => f.type)).toEqual(['complaint']);
  });
});

describe('changes of mind', () => {
  it('takes the name after «anzi», a corrected city, a corrected price and corrected contacts', () => {
    expect(play('basic', ['Pizzeria Bella Napoli, anzi no, Pizzeria Bella Italia, a Bari']).brief.business_name).toBe(
      'Pizzeria Bella Italia',
    );
    const city = play('basic', [
      'Pizzeria Bella Napoli a Bari',
      'famiglie',
      'scusa ho sbagliato città, siamo a Pescara',
    ]);
    expect(city.brief.city).toBe('Pescara (PE)');
    expect(city.replies[2]).toMatch(/Pescara/);
    expect(city.replies[2]).toMatch(/servizi/);
    const base = [
      'Pizzeria Bella Napoli a Bari',
      'famiglie',
      'margherita 5 €',
      'il forno',
      'simpatico',
      'blu, anzi azzurro',
      'info@bella.it',
    ];
    const price = play('basic', [...base, 'ah la margherita costa 6 € non 5']);
    expect(price.brief.services).toEqual([{ name: 'Margherita', price: '6 €' }]);
    expect(price.brief.colors).toEqual(['azzurro']);
    const contacts = play('basic', [
      ...base,
      "scusa il telefono è 080 123 4567, l'email giusta è bellanapoli@gmail.com",
    ]);
    expect(contacts.brief.contacts).toMatchObject({ email: 'bellanapoli@gmail.com', phone: '080 123 4567' });
  });
});
