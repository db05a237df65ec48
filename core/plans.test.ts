import { describe, expect, it } from 'vitest';
import { ENUMS } from './api';
import {
  PLAN_IDS,
  PLANS,
  annualSaving,
  monthlyEquivalent,
  parseBilling,
  parsePlanId,
  planIdFromName,
  yearlyTotal,
} from './plans';

describe('plans', () => {
  it('lists exactly the plans of the contract, in its order', () => {
    expect(PLAN_IDS).toEqual(ENUMS.PlanType);
  });

  it('carries the SPEC prices and totals', () => {
    expect([
      PLANS.basic.annualPrice,
      PLANS.basic.monthlyPrice,
      PLANS.basic.annualTotal,
      PLANS.basic.monthlyTotal,
    ]).toEqual([1, 4, 12, 48]);
    expect([PLANS.pro.annualPrice, PLANS.pro.monthlyPrice, PLANS.pro.annualTotal, PLANS.pro.monthlyTotal]).toEqual([
      16, 19, 192, 228,
    ]);
  });

  it('keeps totals consistent with monthly prices', () => {
    for (const plan of Object.values(PLANS)) {
      expect(plan.annualTotal).toBe(plan.annualPrice * 12);
      expect(plan.monthlyTotal).toBe(plan.monthlyPrice * 12);
    }
  });

  it('computes the annual saving as monthly total minus annual total', () => {
    expect(annualSaving(PLANS.basic)).toBe(36);
    expect(annualSaving(PLANS.pro)).toBe(36);
  });

  it('reads the plan and billing from query values, defaulting to basic and annual', () => {
    expect(parsePlanId('pro')).toBe('pro');
    expect(parsePlanId('basic')).toBe('basic');
    expect(parsePlanId('gold')).toBe('basic');
    expect(parsePlanId(null)).toBe('basic');
    expect(parseBilling('monthly')).toBe('monthly');
    expect(parseBilling('weekly')).toBe('annual');
  });

  it('maps plan names to ids by the word basic', () => {
    expect(planIdFromName('Landing Basic')).toBe('basic');
    expect(planIdFromName('Dominio Pro')).toBe('pro');
  });

  it('gives the monthly-equivalent price and the yearly total per billing', () => {
    expect(monthlyEquivalent(PLANS.pro, 'annual')).toBe(16);
    expect(monthlyEquivalent(PLANS.pro, 'monthly')).toBe(19);
    expect(yearlyTotal(PLANS.basic, 'monthly')).toBe(48);
  });

  it('tracks conversion values 49 for pro and 9 for basic', () => {
    expect(PLANS.pro.conversionValue).toBe(49);
    expect(PLANS.basic.conversionValue).toBe(9);
  });
});
