/** Italian copy of the payment-choice screen (SPEC 2, 4, 9); every figure comes from core/plans.ts. */
import { annualSaving, CANCELLATION_RULE, PRICE_VAT_NOTE, type Billing, type Plan } from '@core/plans';
import { TERMS_OF_SALE_PATH } from '@core/routes';
import { formatEuro } from '../../components/price';

export const PAYMENT = {
  title: (plan: Plan) => `${plan.name} · Scegli la fatturazione · Landing Facile`,
  back: 'Torna ai prezzi',
  eyebrow: 'Ultimo passo prima del questionario',
  heading: 'Scegli come pagare',
  lead: 'Stesso servizio, stessa qualità: scegli la formula più comoda per te. Potrai disdire in qualsiasi momento.',
  selectedPlan: 'Piano scelto',
  popularBadge: 'Più Popolare',
  featuresLabel: (plan: Plan) => `Cosa include ${plan.name}`,
  changePlan: (other: Plan) => `Preferisci ${other.name}?`,
  billingLegend: 'Fatturazione',
  options: {
    annual: {
      label: 'Annuale',
      price: (plan: Plan) => formatEuro(plan.annualPrice),
      detail: (plan: Plan) => `${formatEuro(plan.annualTotal)} fatturati ogni anno`,
      badge: (plan: Plan) => `Risparmi ${formatEuro(annualSaving(plan))}`,
    },
    monthly: {
      label: 'Mensile',
      price: (plan: Plan) => formatEuro(plan.monthlyPrice),
      detail: (plan: Plan) => `${formatEuro(plan.monthlyTotal)} in un anno, pagati mese per mese`,
      badge: () => 'Massima flessibilità',
    },
  } satisfies Record<Billing, unknown>,
  perMonth: '/mese',
  table: {
    caption: 'Confronto dei costi tra fatturazione annuale e mensile',
    cost: 'Voce',
    annual: 'Annuale',
    monthly: 'Mensile',
    rows: {
      monthlyCost: 'Costo mensile',
      yearlyCost: 'Costo annuale',
      saving: 'Risparmio annuale',
      cancellation: 'Disdetta',
    },
    noSaving: 'Nessuno',
    cancellation: { annual: 'dopo 12 mesi', monthly: 'ogni mese' } satisfies Record<Billing, string>,
    /** Under the table: the VAT wording of its prices and what the two cancellation rows mean together. */
    vatNote: `Tutti i prezzi sono ${PRICE_VAT_NOTE}.`,
    cancellationNote: `${CANCELLATION_RULE} Con l’annuale il servizio resta attivo fino alla fine dei 12 mesi pagati, con il mensile fino alla fine del mese pagato.`,
  },
  proceed: 'Procedi al questionario',
  note: {
    annual: (plan: Plan) => `Paghi oggi ${formatEuro(plan.annualTotal)} per 12 mesi di servizio.`,
    monthly: (plan: Plan) => `Paghi ${formatEuro(plan.monthlyPrice)} ogni mese e puoi disdire in qualsiasi momento.`,
  } satisfies Record<Billing, unknown>,
  reassurance: ['Pagamento sicuro con carta', 'Nessun costo di attivazione', 'Garanzia 30 giorni'],
  terms: {
    before: 'Prima di procedere puoi leggere le ',
    link: 'condizioni di vendita',
    after: ': prezzi, rinnovo, disdetta, garanzia e diritto di recesso.',
    to: TERMS_OF_SALE_PATH,
  },
};
