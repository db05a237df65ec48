import { describe, expect, it } from 'vitest';
import { excerptOf, findFlag, isNonsense } from './flags';

describe('findFlag', () => {
  it.each([
    ['Sono molto deluso, nessuno mi ha mai risposto alle email', 'complaint'],
    ['voglio il rimborso, ho cambiato idea', 'refund'],
    ['ridatemi i soldi', 'refund'],
    // Money named together with giving it back or cancelling, in the owner's own words.
    ['Voglio indietro i soldi, non mi interessa più', 'refund'],
    ['restituitemi quanto ho pagato', 'refund'],
    ["annullate l'abbonamento subito", 'refund'],
    ['il vostro servizio fa schifo', 'complaint'],
    ['non sono per niente soddisfatto', 'complaint'],
    ['sono stufo di aspettare', 'complaint'],
    ['sono due settimane che aspetto', 'complaint'],
    ['mi sento preso in giro', 'complaint'],
    ['siete proprio degli idioti', 'insult'],
    ['ma vaffanculo', 'insult'],
    ['voglio parlare con una persona vera, non con un bot', 'human_request'],
    ['passami un operatore umano', 'human_request'],
    ['asdfghjkl', 'off_topic'],
  ] as const)('reads «%s» as %s', (text, type) => {
    expect(findFlag(text, false)).toBe(type);
  });

  it('lets questions about refunds and real people go to the answers, not to a flag', () => {
    expect(findFlag("c'è un rimborso se non mi piace?", true)).toBeNull();
    expect(findFlag('siete persone vere?', true)).toBeNull();
  });

  it('leaves ordinary answers alone', () => {
    for (const text of [
      'Se disdici 48 ore prima la caparra viene restituita',
      'Accettiamo pagamento con carta e contanti',
      'I clienti della concorrenza non sono soddisfatti del servizio',
      'Famiglie e studenti',
      'no thanks',
      'no grz',
      'pizza napoletana cotta a legna',
      'verde petrolio',
      'ok',
    ]) {
      expect(findFlag(text, false), text).toBeNull();
    }
  });
});

describe('isNonsense', () => {
  it('spots keyboard mashing, not short or real words', () => {
    expect(isNonsense('qwertyuiop')).toBe(true);
    expect(isNonsense('jjjjjjj')).toBe(true);
    expect(isNonsense('rustico')).toBe(false);
    expect(isNonsense('ok')).toBe(false);
  });
});

describe('excerptOf', () => {
  it('keeps short messages and cuts long ones on a word', () => {
    expect(excerptOf('Voglio il rimborso')).toBe('Voglio il rimborso');
    const long = excerptOf('parola '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('no flag for the words of an ordinary answer', () => {
  it.each([
    'i nostri clienti non restano mai delusi',
    'antifurto e allarmi per proteggere la casa dai ladri',
    'ancora niente di deciso per i colori',
    'gestiamo i reclami dei condomini',
  ])('«%s»', (text) => {
    expect(findFlag(text, false)).toBeNull();
  });
  it('still reads grievances aimed at us', () => {
    expect(findFlag('siete dei ladri', false)).toBe('insult');
    expect(findFlag('mi avete addebitato due volte il pagamento', false)).toBe('complaint');
    expect(findFlag('il vostro servizio è pessimo', false)).toBe('complaint');
  });
});
