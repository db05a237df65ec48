import { monthlyEquivalent, type Billing, type Plan } from '@core/plans';

/** SPEC 2: /questionario?plan={plan}&session={session id}&billing={annual|monthly}&price={monthly equivalent}. */
export function questionnaireHref(plan: Plan, billing: Billing, sessionId: string): string {
  const query = new URLSearchParams({
    plan: plan.id,
    session: sessionId,
    billing,
    price: String(monthlyEquivalent(plan, billing)),
  });
  return `/questionario?${query.toString()}`;
}
