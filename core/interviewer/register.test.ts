import { describe, expect, it } from 'vitest';
import { toLei } from './courtesy';
import { findRegister } from './register';

describe('findRegister', () => {
  it.each([
    ['La prego di darmi del Lei.', 'lei'],
    ['Preferirei che ci dessimo del Lei', 'lei'],
    ['Ripeto che preferirei il Lei, anche sul sito', 'lei'],
    ['Gentili signori, Vi scrivo per la pagina', 'lei'],
    ['amichevole, dacci del tu', 'tu'],
    ['con i ragazzi do del tu', 'tu'],
    ['prima del lei, anzi no, diamoci del tu', 'tu'],
    ['Rosso e bianco', null],
  ] as const)('reads «%s» as %s', (text, register) => {
    expect(findRegister(text)).toBe(register);
  });
});

describe('toLei', () => {
  it("rewrites the interviewer's sentences in the courtesy form", () => {
    expect(toLei('Raccontami della tua attività: come si chiama, di cosa ti occupi?')).toBe(
      'Mi racconti della Sua attività: come si chiama, di cosa si occupa?',
    );
    expect(toLei('Pensiamo a chi ti sceglie: chi sono i tuoi clienti ideali?')).toBe(
      'Pensiamo a chi La sceglie: chi sono i Suoi clienti ideali?',
    );
    expect(toLei('Vuoi indicare anche i prezzi? Se preferisci non mostrarli, scrivimi pure «no».')).toBe(
      'Vuole indicare anche i prezzi? Se preferisce non mostrarli, mi scriva pure «no».',
    );
    expect(toLei('Quando vuoi, premi «Ho finito - Procedi con la creazione».')).toBe(
      'Quando vuole, prema «Ho finito - Procedi con la creazione».',
    );
    expect(toLei('Hai una garanzia di 30 giorni: se il risultato non ti soddisfa, ti rimborsiamo.')).toBe(
      'Ha una garanzia di 30 giorni: se il risultato non Le soddisfa, La rimborsiamo.',
    );
  });
  it('leaves quoted examples and third-person sentences alone', () => {
    expect(toLei('Per esempio «tuonome.it», come «fai tu»')).toBe('Per esempio «tuonome.it», come «fai tu»');
    expect(toLei('Il team ne terrà conto.')).toBe('Il team ne terrà conto.');
  });
});

describe('formal writing', () => {
  it('counts a formal opening with a title or a letter-like lead as Lei', () => {
    expect(
      findRegister("Buongiorno, scrivo per conto dello Studio Legale Ferraris. Sono l'Avv. Giulia Ferraris."),
    ).toBe('lei');
    expect(findRegister('Buongiorno sono il Geom. Luca Dal Bo, studio tecnico a Treviso')).toBe('lei');
    expect(findRegister('Ciao, sono il Dott. Andrea Zanon')).toBeNull();
    expect(findRegister('Buongiorno, pizzeria a Napoli')).toBeNull();
  });
});

describe('toLei keeps the case of the sentence', () => {
  it('lowers a replacement inside a sentence and keeps courtesy capitals', () => {
    expect(toLei('Per parlarne subito scrivi a supporto@x.it o chiama il numero verde.')).toBe(
      'Per parlarne subito scriva a supporto@x.it o chiami il numero verde.',
    );
    expect(toLei('ok, mi dici anche il nome?')).toBe('ok, mi dice anche il nome?');
    expect(toLei('Ti aiuto con un esempio.')).toBe('La aiuto con un esempio.');
  });
});
