/**
 * The monthly report: on the 1st of each month at 09:00 Europe/Rome, each active client with a domain and
 * an email gets last month's page views, visitors, clicks, conversions and top pages against the month
 * before. The outbox's unique key per client and month (`monthly_report:<client>:<YYYY-MM>`) decides: a job
 * running in several processes, or again after a missed hour, queues one email per client per month.
 */
import {
  addCalendarDays,
  formatCalendarDay,
  isoToMs,
  resolveDateRange,
  romeDayOf,
  romeDayStartMs,
  type CalendarDay,
} from '../../dates';
import { ORDER_MESSAGES } from '../../orders/content';
import { monthlyReportEmail } from '../../orders/emails/templates';
import { emailKey } from '../../orders/outbox';
import { problems } from '../../problems';
import { randomToken, sha256Hex } from '../crypto';
import { foldHost } from '../../urls';
import type { StoredClient } from '../store';
import { ok, type BackendContext, type Operations } from './context';
import { pendingEmail } from './order-moves';

export const REPORT_HOUR = 9;
const HOUR_MS = 3_600_000;

const monthFormat = new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const monthLabel = (first: CalendarDay) => monthFormat.format(new Date(Date.UTC(first.year, first.month - 1, 1)));
const firstOfMonth = (year: number, month: number): CalendarDay =>
  month < 1 ? { year: year - 1, month: 12, day: 1 } : { year, month, day: 1 };
const monthKey = (first: CalendarDay) => formatCalendarDay(first).slice(0, 7);
const lastDayOf = (first: CalendarDay) =>
  addCalendarDays(
    firstOfMonth(first.month === 12 ? first.year + 1 : first.year, first.month === 12 ? 1 : first.month + 1),
    -1,
  );

/** The month whose report is due at `nowMs` (its first day): the previous month once the 1st's 09:00 has passed. */
export function reportMonthDue(nowMs: number): CalendarDay | null {
  const today = romeDayOf(nowMs);
  const due = romeDayStartMs({ year: today.year, month: today.month, day: 1 }) + REPORT_HOUR * HOUR_MS;
  if (nowMs < due) return null;
  return firstOfMonth(today.year, today.month - 1);
}

export function monthlyReports(ctx: BackendContext) {
  const { store, orders } = ctx;

  async function emailOf(client: StoredClient): Promise<{ to: string; name: string | null } | null> {
    const [order] = await orders.listOrders({ clientId: client.client_id });
    const linked =
      order ?? (client.questionnaire_id ? await orders.getOrderByQuestionnaire(client.questionnaire_id) : null);
    if (!linked?.customer_email || linked.status === 'cancelled') return null;
    return { to: linked.customer_email, name: linked.customer_name };
  }

  async function queueReport(client: StoredClient, month: CalendarDay, nowMs: number): Promise<boolean> {
    const key = emailKey('monthly_report', client.client_id, monthKey(month));
    // A client that did not exist yet when the month ended has nothing to read in it.
    const monthEnd = romeDayStartMs(addCalendarDays(lastDayOf(month), 1));
    if (!client.is_active || !client.domain || isoToMs(client.created_at) >= monthEnd) return false;
    if (await orders.hasEmailKey(key)) return false;
    if (await orders.isOptedOutOfReports(client.client_id)) return false;
    const recipient = await emailOf(client);
    if (!recipient) return false;
    const site = foldHost(client.domain);
    const previousMonth = firstOfMonth(month.year, month.month - 1);
    const range = (first: CalendarDay) =>
      resolveDateRange(formatCalendarDay(first), formatCalendarDay(lastDayOf(first)));
    const [current, previous] = await Promise.all([
      store.stats(site, range(month), nowMs),
      store.stats(site, range(previousMonth), nowMs),
    ]);
    const token = randomToken(32);
    await orders.saveUnsubscribeToken(await sha256Hex(token), client.client_id);
    const base = ctx.publicUrl;
    const rendered = monthlyReportEmail(
      { publicUrl: base, company: ctx.company },
      {
        site: client.domain,
        monthLabel: monthLabel(month),
        previousMonthLabel: monthLabel(previousMonth),
        current,
        previous,
        customerName: recipient.name,
        unsubscribeUrl: `${base}/disiscrizione-report/${token}`,
      },
    );
    const { created } = await orders.enqueueEmail(
      await pendingEmail(ctx, {
        kind: 'monthly_report',
        key,
        to: recipient.to,
        orderId: null,
        clientId: client.client_id,
        rendered,
        // RFC 8058: mail clients offer a one-click unsubscribe that POSTs here.
        headers: {
          'List-Unsubscribe': `<${base}/api/reports/unsubscribe/${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    );
    return created;
  }

  /** Queues the reports due now that are not queued yet; returns how many it queued. */
  async function enqueueDue(nowMs = ctx.clock.now()): Promise<number> {
    const month = reportMonthDue(nowMs);
    if (!month) return 0;
    let queued = 0;
    for (const client of await store.listClients()) if (await queueReport(client, month, nowMs)) queued += 1;
    return queued;
  }

  const operations: Pick<Operations, 'unsubscribeMonthlyReport'> = {
    unsubscribeMonthlyReport: async ({ params }) => {
      const clientId = await orders.optOutOfReports(await sha256Hex(params.token), ctx.nowIso());
      if (!clientId) throw problems.notFound(ORDER_MESSAGES.unknownUnsubscribe);
      return ok({ unsubscribed: true });
    },
  };

  return { enqueueDue, operations };
}
