/**
 * The two plans: the one source of every price, name and feature shown or charged.
 * Prices are euros per month; totals are per year (SPEC 3 and 9).
 */
import type { Billing, PlanType } from './api';

export type { Billing };

export interface Plan {
  id: PlanType;
  name: string;
  description: string;
  features: readonly string[];
  /** Monthly-equivalent price when billed annually. */
  annualPrice: number;
  /** Price per month when billed monthly. */
  monthlyPrice: number;
  /** What a year costs when billed annually. */
  annualTotal: number;
  /** What a year costs when billed monthly. */
  monthlyTotal: number;
  /** Value tracked with the questionnaire_completed conversion (SPEC 9: differs from the price). */
  conversionValue: number;
  popular: boolean;
}

/** Business promises (SPEC 1 and 9), used by the site copy and the interviewer's answers. */
export const SERVICE_TERMS = {
  deliveryHours: 24,
  freeModifications: 5,
  freeModificationsWindowDays: 30,
  extraModificationPrice: 20,
  laterChangesHours: '12-24',
  /** Working hours a change request is due in (the queue's clock; the short end of `laterChangesHours`). */
  changeDueWorkingHours: 12,
  proSupportResponseHours: 4,
  guaranteeDays: 30,
  questionnaireMinutes: 5,
  /** The consumer's right of withdrawal (art. 52 Codice del Consumo), from the day of the purchase. */
  withdrawalDays: 14,
} as const;

const BASIC_FEATURES = [
  'Landing page personalizzata',
  'Design responsive',
  'Hosting incluso',
  `${SERVICE_TERMS.freeModifications} modifiche gratuite`,
  `Pronta in ${SERVICE_TERMS.deliveryHours}h`,
  'Supporto via email',
] as const;

export const PLANS: Readonly<Record<PlanType, Plan>> = {
  basic: {
    id: 'basic',
    name: 'Landing Basic',
    description: 'Tutto il necessario per essere online con una pagina professionale.',
    features: BASIC_FEATURES,
    annualPrice: 1,
    monthlyPrice: 4,
    annualTotal: 12,
    monthlyTotal: 48,
    conversionValue: 9,
    popular: false,
  },
  pro: {
    id: 'pro',
    name: 'Dominio Pro',
    description: 'Il tuo dominio, statistiche avanzate e supporto prioritario.',
    features: [
      'Tutto del piano Basic',
      'Dominio personalizzato',
      'Statistiche avanzate (visite, pagine visitate, mappe di click e scroll)',
      'Supporto prioritario',
    ],
    annualPrice: 16,
    monthlyPrice: 19,
    annualTotal: 192,
    monthlyTotal: 228,
    conversionValue: 49,
    popular: true,
  },
};

/**
 * The plans the contract knows (openapi.yaml's PlanType, in its order: plans.test.ts checks it). Read from
 * PLANS, whose type already requires one plan per PlanType, rather than from the contract's constants
 * module: the home page's first JavaScript would carry that whole module for two words.
 */
export const PLAN_IDS = Object.keys(PLANS) as readonly PlanType[];

/** SPEC 4: 'basic' or 'pro' from a query value; anything else keeps basic. */
export function parsePlanId(value: string | null | undefined): PlanType {
  return value === 'pro' ? 'pro' : 'basic';
}

/** SPEC 4: the plan passed on is basic when the plan name contains the word basic, else pro. */
export function planIdFromName(name: string): PlanType {
  return /\bbasic\b/i.test(name) ? 'basic' : 'pro';
}

export function parseBilling(value: string | null | undefined): Billing {
  return value === 'monthly' ? 'monthly' : 'annual';
}

/** Monthly-equivalent price for a billing choice. */
export function monthlyEquivalent(plan: Plan, billing: Billing): number {
  return billing === 'annual' ? plan.annualPrice : plan.monthlyPrice;
}

/** Yearly cost for a billing choice. */
export function yearlyTotal(plan: Plan, billing: Billing): number {
  return billing === 'annual' ? plan.annualTotal : plan.monthlyTotal;
}

/**
 * What one payment charges: the year's total when billed annually, the month's price when monthly. The
 * order's `amount_eur` and every email take it from here, never from the request.
 */
export function chargePerPeriod(plan: Plan, billing: Billing): number {
  return billing === 'annual' ? plan.annualTotal : plan.monthlyPrice;
}

/**
 * Prices are for consumers and small businesses alike and include VAT: every price shown or written says
 * so with these words.
 */
export const PRICE_VAT_NOTE = 'IVA inclusa';

/**
 * SPEC 9: what the two «Disdetta» rows (after 12 months, every month) mean together; the payment page and
 * the terms of sale say it with these words.
 */
export const CANCELLATION_RULE =
  'Puoi disdire in qualsiasi momento: la disdetta ha effetto alla fine del periodo già pagato.';

/** SPEC 9: annual saving shown = monthly total minus annual total. */
export function annualSaving(plan: Plan): number {
  return plan.monthlyTotal - plan.annualTotal;
}
