/**
 * The emails to customers, as documents built from the copy (../content.ts), the plans (prices never
 * written here) and the company module (the seller's details). Each returns subject, HTML and text.
 */
import type { Billing, PlanType, Stats } from '../../api';
import type { CompanyLegal } from '../../company';
import { ROME_TIME_ZONE } from '../../dates';
import { chargePerPeriod, monthlyEquivalent, PLANS, PRICE_VAT_NOTE, SERVICE_TERMS } from '../../plans';
import { TERMS_OF_SALE_PATH } from '../../routes';
import { BILLING_LABELS, EMAIL_COPY } from '../content';
import type { EmailBlock, EmailDocument, RenderedEmail } from './blocks';
import { renderEmail } from './render';

/** Stands for the one-time login code in a stored access email; the sender puts a fresh code there. */
export const LOGIN_CODE_SLOT = '{{codice}}';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const whenFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: ROME_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dayFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: ROME_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const integer = new Intl.NumberFormat('it-IT');

export const formatEuro = (amount: number): string => euro.format(amount);
export const formatWhen = (ms: number): string => whenFormat.format(new Date(ms));
export const formatDay = (ms: number): string => dayFormat.format(new Date(ms));

export interface EmailContext {
  /** PUBLIC_URL: the start of every link. */
  publicUrl: string;
  company: CompanyLegal;
}

function footer(ctx: EmailContext): EmailBlock[] {
  return [
    { type: 'paragraph', text: EMAIL_COPY.support(ctx.company.supportEmail, ctx.company.phone) },
    { type: 'paragraph', text: EMAIL_COPY.signature },
    { type: 'small', lines: EMAIL_COPY.seller(ctx.company) },
  ];
}

const link = (ctx: EmailContext, path: string) => `${ctx.publicUrl.replace(/\/+$/, '')}${path}`;

export interface ConfirmationData {
  orderId: string;
  plan: PlanType;
  billing: Billing;
  paidAtMs: number;
  dueAtMs: number;
  businessName: string | null;
  customerName: string | null;
}

export function orderConfirmationEmail(ctx: EmailContext, d: ConfirmationData): RenderedEmail {
  const copy = EMAIL_COPY.confirmation;
  const plan = PLANS[d.plan];
  const perPeriod = formatEuro(chargePerPeriod(plan, d.billing));
  const perMonth = formatEuro(monthlyEquivalent(plan, d.billing));
  const price =
    d.billing === 'annual'
      ? copy.priceAnnual(perPeriod, perMonth, PRICE_VAT_NOTE)
      : copy.priceMonthly(perMonth, PRICE_VAT_NOTE);
  const rows: [string, string][] = [
    [copy.facts.order, d.orderId],
    [copy.facts.plan, plan.name],
    [copy.facts.billing, BILLING_LABELS[d.billing]],
    [copy.facts.price, price],
    [copy.facts.date, formatWhen(d.paidAtMs)],
  ];
  if (d.businessName) rows.push([copy.facts.business, d.businessName]);
  const doc: EmailDocument = {
    subject: copy.subject(d.orderId),
    preheader: copy.preheader,
    blocks: [
      { type: 'heading', text: copy.heading },
      { type: 'paragraph', text: `${EMAIL_COPY.greeting(d.customerName)} ${copy.intro}` },
      { type: 'facts', rows },
      { type: 'subheading', text: copy.nextHeading },
      {
        type: 'list',
        items: copy.next(
          formatWhen(d.dueAtMs),
          SERVICE_TERMS.freeModifications,
          SERVICE_TERMS.freeModificationsWindowDays,
        ),
      },
      { type: 'paragraph', text: copy.accessNote },
      { type: 'subheading', text: copy.renewalHeading },
      {
        type: 'paragraph',
        text:
          d.billing === 'annual'
            ? copy.renewalAnnual(perPeriod, PRICE_VAT_NOTE)
            : copy.renewalMonthly(perMonth, PRICE_VAT_NOTE),
      },
      { type: 'paragraph', text: copy.cancel(ctx.company.supportEmail) },
      { type: 'subheading', text: copy.withdrawalHeading },
      { type: 'paragraph', text: copy.withdrawal(ctx.company.pec, ctx.company.supportEmail) },
      { type: 'paragraph', text: copy.guarantee(SERVICE_TERMS.guaranteeDays) },
      { type: 'link', intro: copy.termsNote, label: copy.terms, href: link(ctx, TERMS_OF_SALE_PATH) },
      { type: 'subheading', text: EMAIL_COPY.sellerHeading },
      ...footer(ctx),
    ],
  };
  return renderEmail(doc);
}

/** Hours a one-time login link works. */
export const LOGIN_LINK_TTL_HOURS = 24;

export function dashboardAccessEmail(
  ctx: EmailContext,
  d: { orderId: string; customerName: string | null },
): RenderedEmail {
  const copy = EMAIL_COPY.access;
  const href = link(ctx, `/accesso/${LOGIN_CODE_SLOT}`);
  return renderEmail({
    subject: copy.subject,
    preheader: copy.preheader,
    blocks: [
      { type: 'heading', text: copy.heading },
      { type: 'paragraph', text: `${EMAIL_COPY.greeting(d.customerName)} ${copy.intro(d.orderId)}` },
      { type: 'button', label: copy.button, href },
      { type: 'paragraph', text: copy.validity(LOGIN_LINK_TTL_HOURS) },
      { type: 'link', intro: copy.fallback, label: href, href },
      ...footer(ctx),
    ],
  });
}

export function paymentFailedEmail(
  ctx: EmailContext,
  d: { orderId: string; customerName: string | null; renewal: boolean; retryUrl: string | null },
): RenderedEmail {
  const copy = EMAIL_COPY.paymentFailed;
  const blocks: EmailBlock[] = [
    { type: 'heading', text: copy.heading },
    {
      type: 'paragraph',
      text: `${EMAIL_COPY.greeting(d.customerName)} ${d.renewal ? copy.renewal(d.orderId) : copy.intro(d.orderId)}`,
    },
  ];
  if (d.retryUrl && !d.renewal) blocks.push({ type: 'button', label: copy.retry, href: d.retryUrl });
  else blocks.push({ type: 'paragraph', text: copy.noLink });
  return renderEmail({
    subject: copy.subject(d.orderId),
    preheader: copy.preheader,
    blocks: [...blocks, ...footer(ctx)],
  });
}

export function sitePublishedEmail(
  ctx: EmailContext,
  d: { customerName: string | null; businessName: string; url: string },
): RenderedEmail {
  const copy = EMAIL_COPY.sitePublished;
  return renderEmail({
    subject: copy.subject(d.businessName),
    preheader: copy.preheader,
    blocks: [
      { type: 'heading', text: copy.heading },
      { type: 'paragraph', text: `${EMAIL_COPY.greeting(d.customerName)} ${copy.intro(d.businessName)}` },
      { type: 'button', label: copy.button, href: d.url },
      { type: 'link', intro: copy.fallback, label: d.url, href: d.url },
      { type: 'paragraph', text: copy.stats },
      ...footer(ctx),
    ],
  });
}

export function cancellationEmail(
  ctx: EmailContext,
  d: { orderId: string; customerName: string | null },
): RenderedEmail {
  const copy = EMAIL_COPY.cancellation;
  return renderEmail({
    subject: copy.subject(d.orderId),
    preheader: copy.preheader,
    blocks: [
      { type: 'heading', text: copy.heading },
      { type: 'paragraph', text: `${EMAIL_COPY.greeting(d.customerName)} ${copy.intro(d.orderId)}` },
      { type: 'paragraph', text: copy.comeBack },
      ...footer(ctx),
    ],
  });
}

type ReportFigures = Pick<
  Stats,
  'total_page_views' | 'unique_visitors' | 'total_clicks' | 'total_conversions' | 'most_visited_pages'
>;

/** «+12%», «−5%», «invariato», «nuovo» (nothing the month before). */
export function changeOf(current: number, previous: number): string {
  if (current === previous) return 'invariato';
  if (previous === 0) return 'nuovo';
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return current > previous ? '+<1%' : '−<1%';
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

export interface MonthlyReportData {
  site: string;
  /** «novembre 2026». */
  monthLabel: string;
  previousMonthLabel: string;
  current: ReportFigures;
  previous: ReportFigures;
  customerName: string | null;
  unsubscribeUrl: string;
}

export function monthlyReportEmail(ctx: EmailContext, d: MonthlyReportData): RenderedEmail {
  const copy = EMAIL_COPY.monthlyReport;
  const figure = (label: string, key: keyof Omit<ReportFigures, 'most_visited_pages'>): [string, string] => [
    label,
    copy.versus(
      integer.format(d.current[key]),
      integer.format(d.previous[key]),
      changeOf(d.current[key], d.previous[key]),
    ),
  ];
  const pages = d.current.most_visited_pages.slice(0, 5);
  return renderEmail({
    subject: copy.subject(d.monthLabel, d.site),
    preheader: copy.preheader(d.monthLabel),
    blocks: [
      { type: 'heading', text: copy.heading(d.monthLabel) },
      {
        type: 'paragraph',
        text: `${EMAIL_COPY.greeting(d.customerName)} ${copy.intro(d.site, d.monthLabel, d.previousMonthLabel)}`,
      },
      {
        type: 'facts',
        rows: [
          figure(copy.figures.pageViews, 'total_page_views'),
          figure(copy.figures.visitors, 'unique_visitors'),
          figure(copy.figures.clicks, 'total_clicks'),
          figure(copy.figures.conversions, 'total_conversions'),
        ],
      },
      { type: 'subheading', text: copy.topPagesHeading },
      pages.length > 0
        ? { type: 'list', items: pages.map((p) => copy.pageLine(p.page_title || p.page_url, integer.format(p.views))) }
        : { type: 'paragraph', text: copy.noPages },
      { type: 'button', label: copy.button, href: link(ctx, '/login') },
      ...footer(ctx),
      { type: 'link', intro: copy.optOut, label: copy.optOutLink, href: d.unsubscribeUrl },
    ],
  });
}

export function reviewLinkEmail(
  ctx: EmailContext,
  d: { customerName: string | null; businessName: string; url: string; validDays: number },
): RenderedEmail {
  const copy = EMAIL_COPY.reviewLink;
  return renderEmail({
    subject: copy.subject(d.businessName),
    preheader: copy.preheader,
    blocks: [
      { type: 'heading', text: copy.heading },
      { type: 'paragraph', text: `${EMAIL_COPY.greeting(d.customerName)} ${copy.intro(d.businessName)}` },
      { type: 'button', label: copy.button, href: d.url },
      { type: 'link', intro: copy.fallback, label: d.url, href: d.url },
      { type: 'paragraph', text: copy.validity(d.validDays) },
      ...footer(ctx),
    ],
  });
}

export function changeReceivedEmail(
  ctx: EmailContext,
  d: { customerName: string | null; number: number; dueAtMs: number; extraFee: number | null; text: string },
): RenderedEmail {
  const copy = EMAIL_COPY.changeReceived;
  return renderEmail({
    subject: copy.subject(d.number),
    preheader: copy.preheader,
    blocks: [
      { type: 'heading', text: copy.heading },
      {
        type: 'paragraph',
        text: `${EMAIL_COPY.greeting(d.customerName)} ${copy.intro(d.number, formatWhen(d.dueAtMs))}`,
      },
      ...(d.extraFee !== null ? [{ type: 'paragraph' as const, text: copy.extra(formatEuro(d.extraFee)) }] : []),
      { type: 'subheading', text: copy.quote },
      { type: 'paragraph', text: d.text },
      ...footer(ctx),
    ],
  });
}

export function changeCompletedEmail(
  ctx: EmailContext,
  d: { customerName: string | null; number: number; url: string | null },
): RenderedEmail {
  const copy = EMAIL_COPY.changeCompleted;
  return renderEmail({
    subject: copy.subject(d.number),
    preheader: copy.preheader,
    blocks: [
      { type: 'heading', text: copy.heading },
      { type: 'paragraph', text: `${EMAIL_COPY.greeting(d.customerName)} ${copy.intro(d.number)}` },
      ...(d.url ? [{ type: 'button' as const, label: copy.button, href: d.url }] : []),
      ...footer(ctx),
    ],
  });
}
