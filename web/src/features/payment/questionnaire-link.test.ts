import { describe, expect, it } from 'vitest';
import { PLANS } from '@core/plans';
import { questionnaireHref } from './questionnaire-link';

describe('questionnaire link', () => {
  it.each([
    ['basic', 'annual', 1],
    ['basic', 'monthly', 4],
    ['pro', 'annual', 16],
    ['pro', 'monthly', 19],
  ] as const)('%s %s passes the monthly-equivalent price %d', (plan, billing, price) => {
    const url = new URL(questionnaireHref(PLANS[plan], billing, 'session_1_abc'), 'http://x');
    expect(url.pathname).toBe('/questionario');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      plan,
      session: 'session_1_abc',
      billing,
      price: String(price),
    });
  });
});
