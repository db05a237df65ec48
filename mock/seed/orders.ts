/**
 * The demo's orders, one in every state of the pipeline, with their timelines and the emails they caused
 * (in the demo the outbox is where emails stay: sent, waiting for a retry, or failed with the SMTP server's
 * reason). The five customers of SEED_CLIENTS paid long ago; ORDER_QUESTIONNAIRES adds four recent ones:
 * one waiting for payment, one whose payment failed, one just paid and in progress, one paid and late.
 *
 * Plain data in the order port's records (core/backend/order-store.ts); `buildSeed` places it on the calendar.
 */
import type { Billing, EmailKind, EmailStatus, OrderStatus, PlanType } from '@core/api';
import type { StoredEmail, StoredOrder, StoredOrderEvent } from '@core/backend/order-store';
import { emailKey } from '@core/orders/outbox';
import { EMAIL_COPY, TIMELINE_NOTES } from '@core/orders/content';
import { draftDueAt } from '@core/orders/working-hours';
import { chargePerPeriod, PLANS } from '@core/plans';
import type { SeedQuestionnaire } from './questionnaires';

/** Two customers who paid in the last days: their client records come with the orders. */
export const ORDER_CLIENTS = [
  {
    client_id: 'cli_ferri_padova',
    questionnaire: 'idraulico',
    domain: null,
    plan: 'basic' as PlanType,
    is_active: true,
    daysAgo: 7,
    accessToken: 'seed-4d8a2c6e0f1b3d5a7c9e2f4b6d8a0c1e3f5b7d9a',
  },
  {
    client_id: 'cli_terrachiara_deruta',
    questionnaire: 'ceramiche',
    domain: null,
    plan: 'pro' as PlanType,
    is_active: true,
    daysAgo: 1,
    accessToken: 'seed-8f2e6a0c4b9d1f3e5a7c2b4d6f8e0a1c3e5b7d9f',
  },
] as const;

/** An email of the seed: what it is and where it stands. */
interface SeedEmail {
  kind: EmailKind;
  status: EmailStatus;
  attempts: number;
  /** Minutes after the order's payment (or creation) when it was written. */
  after: number;
  lastError?: string;
  /** Minutes from now to the next attempt (pending after a failure). */
  nextInMinutes?: number;
}

interface SeedOrder {
  key: string;
  billing: Billing;
  status: OrderStatus;
  /** Days before today the questionnaire was completed (its order created) and paid. */
  paidDaysAgo: number | null;
  clientId: string | null;
  /** The states it went through after `awaiting_payment`, each `stepHours` after the previous. */
  path: readonly { to: OrderStatus; actor: StoredOrderEvent['actor']; note: string | null; hours: number }[];
  emails: readonly SeedEmail[];
  stripe: boolean;
}

const STRIPE = (id: string) => TIMELINE_NOTES.paidByStripe(`evt_demo_${id}`);
const SENT = (kind: EmailKind, after = 1): SeedEmail => ({ kind, status: 'sent', attempts: 1, after });

const SEED_ORDERS: readonly SeedOrder[] = [
  {
    key: 'pizzeria',
    billing: 'annual',
    status: 'published',
    paidDaysAgo: 29,
    clientId: 'cli_gennaro_napoli',
    stripe: true,
    path: [
      { to: 'paid', actor: 'provider', note: STRIPE('pizzeria'), hours: 0 },
      { to: 'in_progress', actor: 'operator', note: null, hours: 1 },
      { to: 'draft_ready', actor: 'operator', note: 'Bozza con menu e prenotazioni su WhatsApp.', hours: 6 },
      { to: 'in_review', actor: 'operator', note: null, hours: 2 },
      { to: 'published', actor: 'operator', note: 'Online su pizzeriadagennaro.it.', hours: 20 },
    ],
    // The brief has no email: nothing could be sent (the summary now asks for one before payment).
    emails: [],
  },
  {
    key: 'psicologa',
    billing: 'monthly',
    status: 'published',
    paidDaysAgo: 26,
    clientId: 'cli_rossi_bologna',
    stripe: true,
    path: [
      { to: 'paid', actor: 'provider', note: STRIPE('psicologa'), hours: 0 },
      { to: 'in_progress', actor: 'operator', note: null, hours: 2 },
      { to: 'draft_ready', actor: 'operator', note: null, hours: 8 },
      { to: 'published', actor: 'operator', note: 'Approvata al telefono senza modifiche.', hours: 24 },
    ],
    emails: [SENT('order_confirmation'), SENT('dashboard_access')],
  },
  {
    key: 'palestra',
    billing: 'annual',
    status: 'in_review',
    paidDaysAgo: 17,
    clientId: 'cli_fitzone_verona',
    stripe: true,
    path: [
      { to: 'paid', actor: 'provider', note: STRIPE('palestra'), hours: 0 },
      { to: 'in_progress', actor: 'operator', note: null, hours: 3 },
      { to: 'draft_ready', actor: 'operator', note: null, hours: 9 },
      { to: 'in_review', actor: 'operator', note: 'Il cliente chiede foto nuove della sala pesi.', hours: 30 },
    ],
    emails: [SENT('order_confirmation'), SENT('dashboard_access')],
  },
  {
    key: 'avvocato',
    billing: 'annual',
    status: 'draft_ready',
    paidDaysAgo: 21,
    clientId: 'cli_bianchi_torino',
    stripe: false,
    path: [
      { to: 'paid', actor: 'operator', note: 'Bonifico ricevuto, CRO 0301 4455 8821.', hours: 0 },
      { to: 'in_progress', actor: 'operator', note: null, hours: 2 },
      { to: 'draft_ready', actor: 'operator', note: 'Bozza inviata, in attesa del riscontro.', hours: 7 },
    ],
    emails: [SENT('order_confirmation'), SENT('dashboard_access')],
  },
  {
    key: 'fiorista',
    billing: 'monthly',
    status: 'cancelled',
    paidDaysAgo: 13,
    clientId: 'cli_girasole_firenze',
    stripe: true,
    path: [
      { to: 'paid', actor: 'provider', note: STRIPE('fiorista'), hours: 0 },
      { to: 'in_progress', actor: 'operator', note: null, hours: 1 },
      {
        to: 'cancelled',
        actor: 'provider',
        note: TIMELINE_NOTES.cancelledByStripe('evt_demo_fiorista_end'),
        hours: 70,
      },
    ],
    emails: [],
  },
  {
    key: 'ceramiche',
    billing: 'annual',
    status: 'in_progress',
    paidDaysAgo: 1,
    clientId: 'cli_terrachiara_deruta',
    stripe: true,
    path: [
      { to: 'paid', actor: 'provider', note: STRIPE('ceramiche'), hours: 0 },
      { to: 'in_progress', actor: 'operator', note: null, hours: 0.5 },
    ],
    emails: [SENT('order_confirmation'), SENT('dashboard_access')],
  },
  {
    key: 'idraulico',
    billing: 'annual',
    status: 'paid',
    paidDaysAgo: 7,
    clientId: 'cli_ferri_padova',
    stripe: true,
    path: [{ to: 'paid', actor: 'provider', note: STRIPE('idraulico'), hours: 0 }],
    emails: [
      {
        kind: 'order_confirmation',
        status: 'failed',
        attempts: 7,
        after: 1,
        lastError: '550 5.1.1 <luca@ferriimpianti.it>: Recipient address rejected: User unknown',
      },
      {
        kind: 'dashboard_access',
        status: 'pending',
        attempts: 2,
        after: 1,
        lastError: '421 4.7.0 Try again later',
        nextInMinutes: 8,
      },
    ],
  },
  {
    key: 'bnb',
    billing: 'monthly',
    status: 'payment_failed',
    paidDaysAgo: null,
    clientId: null,
    stripe: true,
    path: [
      {
        to: 'payment_failed',
        actor: 'provider',
        note: TIMELINE_NOTES.paymentFailedByStripe('evt_demo_bnb_failed'),
        hours: 0.2,
      },
    ],
    emails: [{ kind: 'payment_failed', status: 'pending', attempts: 0, after: 13 }],
  },
  {
    key: 'parrucchiera',
    billing: 'annual',
    status: 'awaiting_payment',
    paidDaysAgo: null,
    clientId: null,
    stripe: false,
    path: [],
    emails: [],
  },
];

const SUBJECTS: Record<EmailKind, (orderId: string, name: string) => string> = {
  order_confirmation: (id) => EMAIL_COPY.confirmation.subject(id),
  dashboard_access: () => EMAIL_COPY.access.subject,
  payment_failed: (id) => EMAIL_COPY.paymentFailed.subject(id),
  cancellation: (id) => EMAIL_COPY.cancellation.subject(id),
  monthly_report: (_id, name) => EMAIL_COPY.monthlyReport.subject('ottobre', name),
  site_published: (_id, name) => EMAIL_COPY.sitePublished.subject(name),
  review_link: (_id, name) => EMAIL_COPY.reviewLink.subject(name),
  change_received: () => EMAIL_COPY.changeReceived.subject(1),
  change_completed: () => EMAIL_COPY.changeCompleted.subject(1),
};

export interface OrderSeed {
  orders: StoredOrder[];
  events: StoredOrderEvent[];
  emails: StoredEmail[];
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * The orders for the seed's questionnaires (completed at `completedAt` of each key), placed relative to
 * `nowMs`: an order paid «today» was paid two hours ago, so the pipeline is the same at any hour.
 */
export function buildOrderSeed(
  questionnaires: readonly (Pick<SeedQuestionnaire, 'key' | 'brief'> & { id: string; completedAt: string })[],
  nowMs: number,
): OrderSeed {
  const seed: OrderSeed = { orders: [], events: [], emails: [] };
  for (const spec of SEED_ORDERS) {
    const q = questionnaires.find((candidate) => candidate.key === spec.key);
    if (!q) continue;
    const orderId = `ord_demo_${spec.key}`;
    const plan = q.brief.plan_type;
    const createdMs = Math.min(Date.parse(q.completedAt), nowMs - 3 * HOUR_MS);
    const paidMs =
      spec.paidDaysAgo === null ? null : spec.paidDaysAgo === 0 ? nowMs - 2 * HOUR_MS : createdMs + 20 * MINUTE_MS;
    const iso = (ms: number) => new Date(Math.min(ms, nowMs)).toISOString();

    seed.events.push({
      order_id: orderId,
      kind: 'created',
      from: null,
      to: 'awaiting_payment',
      actor: 'customer',
      at: iso(createdMs),
      note: TIMELINE_NOTES.created,
    });
    let from: OrderStatus = 'awaiting_payment';
    let at = paidMs ?? createdMs;
    for (const step of spec.path) {
      at += step.hours * HOUR_MS;
      seed.events.push({
        order_id: orderId,
        kind: 'transition',
        from,
        to: step.to,
        actor: step.actor,
        at: iso(at),
        note: step.note,
      });
      from = step.to;
    }

    const contacts = q.brief.contacts;
    const email = contacts.email ?? null;
    const base = paidMs ?? createdMs;
    spec.emails.forEach((e, index) => {
      if (!email) return;
      const created = iso(base + e.after * MINUTE_MS);
      seed.emails.push({
        email_id: `eml_demo_${spec.key}_${index + 1}`,
        idempotency_key: emailKey(e.kind, orderId),
        kind: e.kind,
        order_id: orderId,
        client_id: spec.clientId,
        to: email,
        subject: SUBJECTS[e.kind](orderId, q.brief.business_name ?? ''),
        text: '',
        html: '',
        headers: {},
        message_id: `<${e.kind}.${orderId}@demo.landingfacile.it>`,
        login_client_id: e.kind === 'dashboard_access' ? spec.clientId : null,
        status: e.status,
        attempts: e.attempts,
        created_at: created,
        next_attempt_at: e.status === 'pending' ? iso(nowMs + (e.nextInMinutes ?? 0) * MINUTE_MS) : null,
        sent_at: e.status === 'sent' ? iso(base + (e.after + 1) * MINUTE_MS) : null,
        last_error: e.lastError ?? null,
      });
    });

    seed.orders.push({
      order_id: orderId,
      questionnaire_id: q.id,
      client_id: spec.clientId,
      plan,
      billing: spec.billing,
      amount_eur: chargePerPeriod(PLANS[plan], spec.billing),
      status: spec.status,
      customer_email: email,
      customer_name: q.brief.owner_name ?? null,
      business_name: q.brief.business_name,
      created_at: iso(createdMs),
      paid_at: paidMs === null ? null : iso(paidMs),
      due_at: paidMs === null ? null : new Date(draftDueAt(paidMs)).toISOString(),
      invoice_details: {
        legal_name: q.brief.business_name ?? q.brief.owner_name ?? null,
        tax_id: q.brief.vat_number ?? null,
        recipient_code: spec.key === 'avvocato' ? 'M5UXCR1' : null,
        pec: contacts.pec ?? null,
        address: contacts.address ?? null,
      },
      renewals: 0,
      stripe_customer_id: spec.stripe && paidMs !== null ? `cus_demo_${spec.key}` : null,
      stripe_subscription_id: spec.stripe && paidMs !== null ? `sub_demo_${spec.key}` : null,
      version: 1 + spec.path.length,
    });
  }
  // Newest first is the store's order for lists; the arrays keep creation order like a real store.
  seed.orders.sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
  return seed;
}
