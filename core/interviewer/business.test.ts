import { describe, expect, it } from 'vitest';
import {
  findActivity,
  findActivityKind,
  findBusinessName,
  findCity,
  findOwnerName,
  nameFromDirectAnswer,
} from './business';

describe('findCity', () => {
  it.each([
    ['Ho una pizzeria a Napoli', 'Napoli'],
    ['ho lo studio a reggio emilia', 'Reggio Emilia'],
    ["Siamo a L'Aquila", "L'Aquila"],
    ['studio a Forli', 'Forlì'],
    ['Sede a La Spezia', 'La Spezia'],
  ])('finds the city in %s', (text, city) => {
    expect(findCity(text)).toBe(city);
  });
  it('does not see cities inside other words or in common words', () => {
    expect(findCity('cucina romana e un bel prato verde in massa')).toBeNull();
    expect(findCity('Salve! Preferirei il Lei, rosa e bianco')).toBeNull();
    expect(findCity('Elettricista a Varese, Bianchi Elettroimpianti')).toBe('Varese');
  });
});

describe('findBusinessName', () => {
  it.each([
    ['Ho una pizzeria a Napoli, si chiama Da Gennaro. Facciamo pizza.', 'Da Gennaro'],
    ['Studio Legale Rossi & Associati, Milano', 'Studio Legale Rossi & Associati'],
    ['la palestra FitLab a Bologna', 'FitLab'],
    ['Il nome è «La Bottega del Caffè»', 'La Bottega del Caffè'],
    ['si chiama pizzeria da mario e siamo a roma', 'Pizzeria Da Mario'],
    ['Da Gennaro - pizzeria a Napoli', 'Da Gennaro'],
    [
      'io sono Gennaro Esposito e con mio fratello mandiamo avanti la Pizzeria Da Gennaro, a Napoli',
      'Pizzeria Da Gennaro',
    ],
    ['Buongiorno. Sono il titolare della Trattoria Bertoldi di Bologna, cucina emiliana', 'Trattoria Bertoldi'],
    ['Officina meccanica Gatti di Brescia, auto e moto', 'Officina meccanica Gatti'],
    ['Impresa di pulizie Splendor, lavoriamo a Reggio Emilia', 'Splendor'],
    ['Il mio brand è Amalfi Dream Weddings, base ad Amalfi', 'Amalfi Dream Weddings'],
    ['Idraulico a Bergamo. Rota Impianti.', 'Rota Impianti'],
    ['English Corner, scuola di inglese a Bari', 'English Corner'],
    ['no anzi, il nome giusto è Atelier Anna Molteni, Sartoria Anna era quello vecchio', 'Atelier Anna Molteni'],
  ])('reads the name in %s', (text, name) => {
    expect(findBusinessName(text)).toBe(name);
  });
  it('never takes the owner introducing themselves for the business', () => {
    expect(findBusinessName('Mi chiamo Laura Bianchi, sono psicologa a Torino')).toBeNull();
    expect(findBusinessName('Buongiorno, sono Marco Verdi, personal trainer a Bologna')).toBeNull();
    expect(findBusinessName('Namaste! Sono Irene, insegno yoga a Lucca')).toBeNull();
  });
  it('returns null when no name is given', () => {
    expect(findBusinessName('Ho una pizzeria a Napoli')).toBeNull();
    expect(findBusinessName('Ciao, sono un avvocato')).toBeNull();
    expect(findBusinessName('Sono Bravo a cucinare')).toBeNull();
  });
  it('takes a direct answer as the name, without the city or the hesitation', () => {
    expect(nameFromDirectAnswer('da mario, roma')).toBe('Da Mario');
    expect(nameFromDirectAnswer('Si chiama Bella Vista')).toBe('Bella Vista');
    expect(nameFromDirectAnswer('mah non so... Marco Rinaldi PT?')).toBe('Marco Rinaldi PT');
  });
});

describe('findOwnerName', () => {
  it.each([
    ['io sono Gennaro Esposito e con mio fratello mandiamo avanti la Pizzeria Da Gennaro', 'Gennaro Esposito'],
    ['Mi chiamo Laura Bianchi, sono psicologa a Torino', 'Laura Bianchi'],
    ['Sono la dott.ssa Anna Neri, nutrizionista', 'Dott.ssa Anna Neri'],
    ['Buongiorno, sono la Dott.ssa Chiara Fabbri, psicologa', 'Dott.ssa Chiara Fabbri'],
    ['sono la dottoressa Elisa Conti', 'Dott.ssa Elisa Conti'],
    ['Salve, Arch. Paolo Mancini, studio di architettura', 'Arch. Paolo Mancini'],
    ["Sono l'Avv. Giulia Ferraris.", 'Avv. Giulia Ferraris'],
    ['Buongiorno sono il Geom. Luca Dal Bo, studio tecnico', 'Geom. Luca Dal Bo'],
    ['Ing. Francesca Pieroni, Ancona', 'Ing. Francesca Pieroni'],
    ['Sono la Prof. Marta Di Febo', 'Prof. Marta Di Febo'],
    ['Namaste! Sono Irene, insegno yoga', 'Irene'],
    ['Siamo io, Lucia Bianchi, e mio marito Paolo', 'Lucia Bianchi'],
  ])('reads the owner in %s', (text, owner) => {
    expect(findOwnerName(text)).toBe(owner);
  });
  it('finds no person where there is none', () => {
    expect(findOwnerName('Sono psicologa a Torino')).toBeNull();
    expect(findOwnerName('Ciao, sono un avvocato')).toBeNull();
    expect(findOwnerName('Pizzeria Da Gennaro a Napoli')).toBeNull();
  });
});

describe('findActivity', () => {
  it('keeps the words that say what the business does, not the whole message', () => {
    expect(
      findActivity('Buongiorno, io sono Gennaro Esposito e mandiamo avanti la Pizzeria Da Gennaro, a Napoli', [
        'Pizzeria Da Gennaro',
        'Gennaro Esposito',
      ]),
    ).toBe('pizzeria');
    expect(
      findActivity('Sono la Dott.ssa Chiara Fabbri, psicologa e psicoterapeuta a Bologna.', ['Dott.ssa Chiara Fabbri']),
    ).toBe('psicologa e psicoterapeuta');
    expect(
      findActivity('Palestra CrossFit Riviera, Rimini, box di crossfit e functional training', [
        'Palestra CrossFit Riviera',
      ]),
    ).toContain('crossfit e functional training');
  });
  it('is null when no activity is named', () => {
    expect(findActivity('Buongiorno a tutti', [])).toBeNull();
  });
});

describe('findActivityKind', () => {
  it('recognises kinds of activity', () => {
    expect(findActivityKind('Sono psicoterapeuta')).toBe('uno studio di psicologia');
    expect(findActivityKind('Pizzeria napoletana')).toBe('una pizzeria');
    expect(findActivityKind('siamo avvocati')).toBe('uno studio legale');
    expect(findActivityKind('vendo biciclette usate')).toBe('un negozio di biciclette');
    expect(findActivityKind('mi piace il mare')).toBeNull();
  });
});

describe('names with short words, dictated names', () => {
  it('runs a name past its articles and prepositions', () => {
    expect(findBusinessName('Gestisco il Bar Sotto i Portici a Bologna')).toBe('Bar Sotto i Portici');
    expect(findBusinessName('si chiama Libreria Tra le Righe')).toBe('Libreria Tra le Righe');
    expect(findBusinessName('Ho la Pizzeria da Gennaro a Napoli')).toBe('Pizzeria da Gennaro');
  });
  it('takes a corrected name whole', () => {
    expect(findBusinessName('Anzi, il nome corretto adesso è Bottega Verde Fiori')).toBe('Bottega Verde Fiori');
    expect(findBusinessName('scusa, il nome esatto è Caffè Tra i Due Ponti')).toBe('Caffè Tra i Due Ponti');
  });
  it('reads a dictated name and owner without capitals', () => {
    const text = 'salve sono carla deiana ho un negozio di ottica a nuoro si chiama ottica deiana dal 1990';
    expect(findOwnerName(text)).toBe('Carla Deiana');
    expect(findBusinessName(text)).toBe('Ottica Deiana');
    expect(findOwnerName('i clienti sono soprattutto donne')).toBeNull();
    expect(findOwnerName('sono appena arrivata a milano')).toBeNull();
  });
});
