/**
 * The demo data set, laid on the calendar so that its last day is today (Rome) while the pattern stays the
 * same every time: same sessions, same clicks, same order. Today's events are compressed into the part of
 * the day that has passed, so nothing lies in the future.
 *
 * The output is plain contract-shaped data; the mock's store adapter turns it into its records (hashing
 * the admin password and the access tokens).
 */
import type { Brief, ChatMessage, PlanType, StyleId } from '@core/api';
import { SEED_CLIENTS } from './clients';
import { DEMO_ADMIN } from './credentials';
import { ORDER_QUESTIONNAIRES } from './order-questionnaires';
import { buildOrderSeed, ORDER_CLIENTS, type OrderSeed } from './orders';
import { SEED_QUESTIONNAIRES } from './questionnaires';
import { addCalendarDays, romeDayOf, romeDayStartMs } from '@core/dates';
import { generateTraffic, SEED_DAYS, type FunnelSession, type RelativeEvent } from './traffic';

export { SEED_DAYS } from './traffic';
export { DEMO_ADMIN, DEMO_CLIENT_TOKENS } from './credentials';

type WithoutRelative<T> = T extends RelativeEvent
  ? Omit<T, 'day' | 'minute'> & { id: string; timestamp: string }
  : never;
export type SeedEvent = WithoutRelative<RelativeEvent>;

export interface SeedClientRecord {
  client_id: string;
  questionnaire_id: string | null;
  domain: string | null;
  plan: PlanType;
  is_active: boolean;
  created_at: string;
  /** Plaintext, to be hashed by the store adapter. */
  access_token: string;
}

export interface SeedQuestionnaireRecord {
  questionnaire_id: string;
  session_id: string;
  plan_type: PlanType;
  status: 'completed';
  created_at: string;
  completed_at: string;
  business_name: string | null;
  selected_style: StyleId;
  messages: ChatMessage[];
  brief: Brief;
}

export interface SeedData {
  admin: { username: string; password: string };
  clients: SeedClientRecord[];
  questionnaires: SeedQuestionnaireRecord[];
  events: SeedEvent[];
  /** One order in every state, with its timeline and emails (mock/seed/orders.ts). */
  orders: OrderSeed;
}

function questionnaireId(key: string): string {
  return `qst_${key}`;
}

const FUNNELS: readonly FunnelSession[] = SEED_QUESTIONNAIRES.map((questionnaire) => ({
  day: SEED_DAYS - 1 - questionnaire.daysAgo,
  // The visitor browsed for a few minutes before the chat started.
  minute: questionnaire.startHour * 60 + questionnaire.startMinute - 4,
  sessionId: questionnaire.sessionId,
  questionnaireId: questionnaireId(questionnaire.key),
  plan: questionnaire.plan,
  style: questionnaire.style,
}));

/** A sample customer's site has visits from the day after the customer signed up (its site went live). */
const FIRST_DAYS: Readonly<Record<string, number>> = Object.fromEntries(
  SEED_CLIENTS.flatMap((client) =>
    client.questionnaire ? [[client.questionnaire, Math.max(0, SEED_DAYS - client.daysAgo)] as const] : [],
  ),
);

/** The pattern is computed once: it does not depend on the date. */
let pattern: RelativeEvent[] | undefined;
function trafficPattern(): RelativeEvent[] {
  pattern ??= generateTraffic(FUNNELS, FIRST_DAYS);
  return pattern;
}

/** Minutes after the Rome midnight of a day before `nowMs`'s (on the two DST days the clock hours shift by one). */
function calendarOf(nowMs: number) {
  const today = romeDayOf(nowMs);
  const at = (daysAgo: number, minute: number) =>
    new Date(romeDayStartMs(addCalendarDays(today, -daysAgo)) + Math.round(minute * 60_000)).toISOString();
  return { today, at };
}

const ALL_QUESTIONNAIRES = [...SEED_QUESTIONNAIRES, ...ORDER_QUESTIONNAIRES];

/** When each seeded questionnaire was completed. */
function completedAt(questionnaire: (typeof ALL_QUESTIONNAIRES)[number], at: (d: number, m: number) => string) {
  const start = questionnaire.startHour * 60 + questionnaire.startMinute;
  return at(questionnaire.daysAgo, start + questionnaire.lines[questionnaire.lines.length - 1]!.minute + 1);
}

/**
 * The seed's orders alone, for a given "now": the demo loads them on every start (orders live in memory),
 * without building the rest of the seed.
 */
export function buildSeedOrders(now: Date = new Date()): OrderSeed {
  const { at } = calendarOf(now.getTime());
  return buildOrderSeed(
    ALL_QUESTIONNAIRES.map((q) => ({
      key: q.key,
      brief: q.brief,
      id: questionnaireId(q.key),
      completedAt: completedAt(q, at),
    })),
    now.getTime(),
  );
}

/** Builds the data set for a given "now" (default: the real now). */
export function buildSeed(now: Date = new Date()): SeedData {
  const nowMs = now.getTime();
  const { today, at } = calendarOf(nowMs);
  const minutesToday = (nowMs - romeDayStartMs(today)) / 60_000;

  const events: SeedEvent[] = trafficPattern().map((event, index) => {
    const { day, minute, ...fields } = event;
    const daysAgo = SEED_DAYS - 1 - day;
    // Today: squeeze the day's events into the minutes that have passed (keeping their order).
    const placed = daysAgo === 0 ? (minute / 1440) * Math.max(minutesToday - 1, 0) : minute;
    return { ...fields, id: `evt_${String(index + 1).padStart(6, '0')}`, timestamp: at(daysAgo, placed) } as SeedEvent;
  });

  const questionnaires = ALL_QUESTIONNAIRES.map((questionnaire): SeedQuestionnaireRecord => {
    const start = questionnaire.startHour * 60 + questionnaire.startMinute;
    return {
      questionnaire_id: questionnaireId(questionnaire.key),
      session_id: questionnaire.sessionId,
      plan_type: questionnaire.plan,
      status: 'completed',
      created_at: at(questionnaire.daysAgo, start),
      completed_at: completedAt(questionnaire, at),
      business_name: questionnaire.brief.business_name,
      selected_style: questionnaire.style,
      messages: questionnaire.lines.map((line) => ({
        role: line.role,
        content: line.content,
        timestamp: at(questionnaire.daysAgo, start + line.minute),
        ...(line.hidden ? { hidden: true } : {}),
      })),
      brief: questionnaire.brief,
    };
  });

  const clients = [...SEED_CLIENTS, ...ORDER_CLIENTS].map(
    (client): SeedClientRecord => ({
      client_id: client.client_id,
      questionnaire_id: client.questionnaire ? questionnaireId(client.questionnaire) : null,
      domain: client.domain,
      plan: client.plan,
      is_active: client.is_active,
      created_at: at(client.daysAgo, 11 * 60 + client.daysAgo * 7),
      access_token: client.accessToken,
    }),
  );

  return { admin: { ...DEMO_ADMIN }, clients, questionnaires, events, orders: buildSeedOrders(now) };
}
