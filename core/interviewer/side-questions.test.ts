import { describe, expect, it } from 'vitest';
import { PLANS, SERVICE_TERMS } from '../plans';
import { answerSideQuestion, isQuestion, matchSideQuestion } from './side-questions';

describe('side questions', () => {
  it.each([
    ['Quanto costa il piano pro?', 'prices'],
    ['Posso pagare mensilmente?', 'billing'],
    ['Quante modifiche posso chiedere?', 'changes'],
    ['Quando sarà pronta la pagina?', 'delivery'],
    ['E se non mi piace?', 'guarantee'],
    ['Posso disdire quando voglio?', 'cancellation'],
    ['Il dominio è incluso?', 'domain'],
    ['Posso mandarvi il mio logo?', 'media'],
    ['Sei un robot?', 'assistant'],
    ['Che tempo fa domani?', 'offtopic'],
  ])('"%s" is about %s', (question, topic) => {
    expect(isQuestion(question)).toBe(true);
    expect(matchSideQuestion(question)).toBe(topic);
  });
  it("does not take a question about the visitor's own prices for one about ours", () => {
    expect(matchSideQuestion('Devo mettere i prezzi dei miei servizi?')).toBeNull();
  });
  it('tells statements from questions', () => {
    expect(isQuestion('La consulenza costa 50 euro.')).toBe(false);
    expect(isQuestion('quanto costa')).toBe(true);
  });
  it('recognises a question without a question mark from its form', () => {
    expect(isQuestion('ma la pagina la posso cambiare io o devo chiedere a voi')).toBe(true);
    expect(isQuestion('le foto le mando io o le fate voi')).toBe(true);
    expect(isQuestion('è compreso anche il dominio')).toBe(true);
    expect(isQuestion('si può pagare a rate')).toBe(true);
    expect(isQuestion('o si paga a parte')).toBe(true);
    expect(isQuestion('ascolto tanto il paziente e spiego cosa faccio')).toBe(false);
    expect(matchSideQuestion('030 377 1290, partita iva 02839410563')).toBeNull();
  });
  it('answers from the plans and service terms, per plan', () => {
    const prices = answerSideQuestion('prices', 'pro');
    expect(prices).toContain(`${PLANS.basic.annualPrice} €`);
    expect(prices).toContain(`${PLANS.pro.annualPrice} €`);
    expect(prices).toContain('Tu hai scelto Dominio Pro');
    expect(answerSideQuestion('billing', 'basic')).toContain(`${PLANS.basic.annualTotal} €`);
    expect(answerSideQuestion('changes', 'basic')).toContain(`${SERVICE_TERMS.freeModifications} modifiche gratuite`);
    expect(answerSideQuestion('delivery', 'basic')).toContain(`${SERVICE_TERMS.deliveryHours} ore`);
    expect(answerSideQuestion('guarantee', 'basic')).toContain(`${SERVICE_TERMS.guaranteeDays} giorni`);
    expect(answerSideQuestion('cancellation', 'basic')).toMatch(/disdire in qualsiasi momento/);
    expect(answerSideQuestion('domain', 'basic')).toContain(PLANS.pro.name);
    expect(answerSideQuestion('domain', 'pro')).toContain('incluso per il primo anno');
  });
});
