import { describe, expect, it } from 'vitest';
import { asksForClarification, isDelegation, isGreetingOnly, isNegative, isVague } from './answers';

describe('answer kinds', () => {
  it.each(['boh', 'Boh...', 'non so', 'Non lo so!', 'ok', 'mah', 'x', '??', 'tante cose', 'ciao'])(
    '"%s" is vague',
    (text) => {
      expect(isVague(text)).toBe(true);
    },
  );
  it.each(['famiglie', 'non so se aprire la domenica, ma facciamo pizze', 'Pizze 8 euro', 'B&B'])(
    '"%s" is not vague',
    (text) => {
      expect(isVague(text)).toBe(false);
    },
  );
  it('recognises "no" answers', () => {
    expect(isNegative("No, nient'altro")).toBe(true);
    expect(isNegative('non ancora')).toBe(true);
    expect(isNegative('no grazie, va bene così')).toBe(true);
    expect(isNegative('nobile e antico')).toBe(false);
    expect(isNegative('no, ma vorrei gli orari e le foto del locale in evidenza')).toBe(false);
  });
  it('recognises leaving the choice to the team', () => {
    expect(isDelegation('fate voi')).toBe(true);
    expect(isDelegation('Mah, decidete voi')).toBe(true);
    expect(isDelegation('rosso')).toBe(false);
  });
  it('recognises greetings and requests to explain', () => {
    expect(isGreetingOnly('Ciao!')).toBe(true);
    expect(isGreetingOnly('Ciao, ho una pizzeria')).toBe(false);
    expect(asksForClarification('In che senso?')).toBe(true);
    expect(asksForClarification('cioè?')).toBe(true);
    expect(asksForClarification('Famiglie con bambini')).toBe(false);
  });
});
