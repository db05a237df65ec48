/**
 * Simulated visits: for every site and day, sessions that land on a page, read, click, scroll and sometimes
 * convert. The output is relative (day index and Rome minute of the day), so the same pattern can be laid
 * on any calendar: `materialize.ts` turns it into timestamps ending today.
 */
import type { ClickType, PlanType } from '@core/api';
import { PREVIEW_VIEWPORT_HEIGHT, PREVIEW_WIDTH } from '@core/backend/preview-port';
import { createRandom, type Random } from './prng';
import { ALL_SITES, type DeviceKind, type SeedPage, type SeedSite } from './sites';

/**
 * Days of traffic; day SEED_DAYS - 1 is the last (today once materialized). Ninety, so that every preset
 * («Ultimi 30 giorni», «Mese scorso») has the period before it to compare with.
 */
export const SEED_DAYS = 90;
/** Weekday of the last day in the pattern (0 = Monday ... 6 = Sunday), so the rhythm has a fixed phase. */
const LAST_DAY_WEEKDAY = 4;

interface Base {
  day: number;
  /** Minutes after Rome midnight, fractional. */
  minute: number;
  session_id: string;
  page_url: string;
}

export type RelativeEvent =
  | (Base & {
      type: 'page_view';
      page_title: string;
      referrer: string | null;
      viewport_width: number;
      utm_source?: string;
      utm_medium?: string;
      utm_campaign?: string;
    })
  | (Base & {
      type: 'click';
      element_id: string | null;
      element_class: string | null;
      element_text: string;
      click_type: ClickType;
      click_x?: number;
      click_y?: number;
      viewport_width?: number;
      /** The link's address, for the page's links (tel:, wa.me, mailto:, a map): the server reads the contact. */
      link_url?: string;
    })
  | (Base & { type: 'form_submit'; element_id: string | null; element_text: string; viewport_width: number })
  | (Base & { type: 'scroll'; depth_percent: number; document_height: number; viewport_width: number })
  | (Base & {
      type: 'conversion';
      conversion_type: string;
      questionnaire_id: string | null;
      plan_type: PlanType | null;
      value: number | null;
      metadata: Record<string, unknown>;
    });

/** Sessions a questionnaire came from: they walk the funnel on the marketing site and convert. */
export interface FunnelSession {
  day: number;
  minute: number;
  sessionId: string;
  questionnaireId: string;
  plan: PlanType;
  style: string;
}

/** Most visitors of a local business are on a phone. */
const VIEWPORTS: readonly (readonly [DeviceKind, number])[] = [
  ['phone', 66],
  ['desktop', 27],
  ['tablet', 7],
];
const WIDTHS: Readonly<Record<DeviceKind, readonly number[]>> = {
  phone: [360, 375, 390, 393, 412, 414, 430],
  tablet: [768, 800, 820, 834],
  desktop: [1280, 1366, 1440, 1536, 1680, 1920],
};

function weekday(day: number): number {
  return (((LAST_DAY_WEEKDAY - (SEED_DAYS - 1 - day)) % 7) + 7) % 7;
}

function startMinute(random: Random, hours: readonly number[]): number {
  const hour = random.weighted(hours.map((weight, index) => [index, weight] as const));
  return hour * 60 + random.next() * 60;
}

function sessionId(random: Random, day: number, minute: number): string {
  // The app's format: 'session_' + a time + a random string (the time here is the pattern's own clock).
  const pseudoTime = 1_761_955_200_000 + day * 86_400_000 + Math.floor(minute * 60_000);
  return `session_${pseudoTime}_${random.token(9)}`;
}

function pageOf(site: SeedSite, path: string): SeedPage {
  const page = site.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`seed: ${site.key} has no page ${path}`);
  return page;
}

function deviceOf(width: number): DeviceKind {
  return width < 768 ? 'phone' : width < 1024 ? 'tablet' : 'desktop';
}

/**
 * Scroll depth: most visitors read half the page, a steady share reaches the end; nobody sees less than
 * the first screen, and a click deep in the page means the visitor scrolled at least that far.
 */
function scrollDepth(random: Random, clickedDeepest: number, height: number, viewportHeight: number): number {
  const firstScreen = (viewportHeight / height) * 100;
  const seen = Math.max(random.gaussian(52, 24), ((clickedDeepest + viewportHeight * 0.4) / height) * 100, firstScreen);
  return Math.round(Math.min(100, random.chance(0.14) ? 100 : seen));
}

/** Where in its box a click lands: around the centre (people aim at the label), never outside the box. */
function pointIn(random: Random, offset: number, size: number): number {
  const fraction = Math.min(0.95, Math.max(0.05, random.gaussian(0.5, 0.14)));
  return offset + fraction * size;
}

interface SessionPlan {
  site: SeedSite;
  day: number;
  minute: number;
  id: string;
  /** Force the funnel: landing on home, payment, questionnaire, conversion, thank you. */
  funnel?: FunnelSession;
}

/**
 * Campaigns a business tags its links with: a newsletter, an Instagram post, a message to its WhatsApp
 * contacts, a flyer's QR code.
 */
const CAMPAIGNS: readonly (readonly [Record<'utm_source' | 'utm_medium' | 'utm_campaign', string> | null, number])[] = [
  [null, 86],
  [{ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'novita-del-mese' }, 4],
  [{ utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'promo-primavera' }, 4],
  [{ utm_source: 'whatsapp', utm_medium: 'social', utm_campaign: 'messaggio-clienti' }, 3],
  [{ utm_source: 'volantino', utm_medium: 'qr', utm_campaign: 'volantino-quartiere' }, 3],
];
const CAMPAIGN_REFERRER: Readonly<Record<string, string | null>> = {
  newsletter: null,
  instagram: 'https://l.instagram.com/',
  whatsapp: 'android-app://com.whatsapp/',
  volantino: null,
};

/** A click on a form's button sends it most of the time (the rest fail the browser's validation). */
const FORM_SENT = 0.7;

function simulateSession(random: Random, plan: SessionPlan, out: RelativeEvent[]): void {
  const { site, day } = plan;
  let minute = plan.minute;
  const device = random.weighted(VIEWPORTS);
  const viewport = random.pick(WIDTHS[device]);
  const host = new URL(site.origin).host;
  const origin = random.chance(site.wwwShare) ? `https://www.${host}` : site.origin;
  const campaign = plan.funnel ? null : random.weighted(CAMPAIGNS);
  let referrer: string | null = campaign ? CAMPAIGN_REFERRER[campaign.utm_source]! : random.weighted(site.referrers);
  let path: string | null = plan.funnel ? '/' : random.weighted(site.entry);
  const funnelPath = ['/', '/payment-selection', '/questionario', '/grazie'];
  let converted = false;

  for (let step = 0; path !== null && step < 6; step += 1) {
    const page = pageOf(site, path);
    const url = `${origin}${page.path === '/' ? '/' : page.path}`;
    out.push({
      type: 'page_view',
      day,
      minute,
      session_id: plan.id,
      page_url: url,
      page_title: page.title,
      referrer,
      viewport_width: viewport,
      // The tags are on the address the visitor landed on only.
      ...(step === 0 && campaign ? campaign : {}),
    });

    const clicks = plan.funnel
      ? 1
      : random.weighted([
          [0, 42],
          [1, 36],
          [2, 15],
          [3, 7],
        ] as const);
    let deepest = 0;
    for (let n = 0; n < clicks && page.elements[deviceOf(viewport)].length > 0; n += 1) {
      minute += random.next() * 0.8 + 0.1;
      const kind = deviceOf(viewport);
      const element = random.weighted(page.elements[kind].map((candidate) => [candidate, candidate.weight] as const));
      // Positions are those of the page rendered at the device's preview width (demo-layouts.json).
      const x = pointIn(random, element.box.left, element.box.width) / PREVIEW_WIDTH[kind];
      const y = Math.round(pointIn(random, element.box.top, element.box.height));
      deepest = Math.max(deepest, y);
      out.push({
        type: 'click',
        day,
        minute,
        session_id: plan.id,
        page_url: url,
        element_id: element.id ?? null,
        element_class: element.className ?? null,
        element_text: element.text,
        click_type: element.type,
        ...(site.heatmaps
          ? { click_x: Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000, click_y: y, viewport_width: viewport }
          : {}),
        ...(element.href ? { link_url: element.href } : {}),
      });
      if (element.submits && random.chance(FORM_SENT)) {
        out.push({
          type: 'form_submit',
          day,
          minute: minute + 0.01,
          session_id: plan.id,
          page_url: url,
          element_id: null,
          element_text: element.text,
          viewport_width: viewport,
        });
      }
    }

    const conversion = site.conversions.find((candidate) => candidate.page === page.path);
    if (conversion && !converted && (plan.funnel || random.chance(conversion.rate))) {
      converted = true;
      minute += random.next() * 4 + 1;
      const planType: PlanType =
        plan.funnel?.plan ?? (site === ALL_SITES[0] && random.chance(0.3) ? 'pro' : (conversion.plan ?? 'basic'));
      const isQuestionnaire = conversion.type === 'questionnaire_completed';
      out.push({
        type: 'conversion',
        day,
        minute,
        session_id: plan.id,
        page_url: url,
        conversion_type: conversion.type,
        questionnaire_id: plan.funnel?.questionnaireId ?? null,
        plan_type: isQuestionnaire ? planType : null,
        value: isQuestionnaire ? (planType === 'pro' ? 49 : 9) : null,
        metadata: isQuestionnaire
          ? {
              session_id: plan.id,
              plan: planType,
              selected_style: plan.funnel?.style ?? random.pick(['medical', 'fitness', 'business']),
            }
          : { pagina: page.path },
      });
    }

    if (site.heatmaps) {
      out.push({
        type: 'scroll',
        day,
        minute: minute + 0.05,
        session_id: plan.id,
        page_url: url,
        depth_percent: scrollDepth(
          random,
          deepest,
          page.height[deviceOf(viewport)],
          PREVIEW_VIEWPORT_HEIGHT[deviceOf(viewport)],
        ),
        document_height: page.height[deviceOf(viewport)],
        viewport_width: viewport,
      });
    }

    minute += random.next() * 2.5 + 0.3;
    referrer = url;
    if (plan.funnel) {
      const next = funnelPath[funnelPath.indexOf(page.path) + 1];
      path = next ?? null;
    } else {
      path = random.weighted(page.next);
    }
  }
}

/**
 * Generates the whole pattern. Deterministic: the same seed value gives the same events, in time order.
 * Traffic grows over the three months (so the last 30 days compare well with the 30 before) and follows
 * each site's weekly and daily rhythm. `firstDay` holds, per site key, the day its site went live (the
 * customer's sign-up): no visits before it.
 */
export function generateTraffic(
  funnels: readonly FunnelSession[],
  firstDay: Readonly<Record<string, number>> = {},
  seed = 20261120,
): RelativeEvent[] {
  const random = createRandom(seed);
  const events: RelativeEvent[] = [];
  for (let day = 0; day < SEED_DAYS; day += 1) {
    const growth = 0.8 + (0.4 * day) / (SEED_DAYS - 1);
    for (const site of ALL_SITES) {
      if (day < (firstDay[site.key] ?? 0)) continue;
      const expected = site.sessionsPerDay * site.week[weekday(day)]! * growth;
      const sessions = Math.max(0, Math.round(random.gaussian(expected, Math.sqrt(expected) * 0.6)));
      for (let n = 0; n < sessions; n += 1) {
        const minute = startMinute(random, site.hours);
        simulateSession(random, { site, day, minute, id: sessionId(random, day, minute) }, events);
      }
    }
    for (const funnel of funnels.filter((candidate) => candidate.day === day)) {
      simulateSession(
        random,
        { site: ALL_SITES[0]!, day, minute: funnel.minute, id: funnel.sessionId, funnel },
        events,
      );
    }
  }
  // Events of a session may spill past midnight; keep them on their day, ordered by time.
  for (const event of events) event.minute = Math.min(event.minute, 1439.9);
  return events.sort((a, b) => a.day - b.day || a.minute - b.minute);
}
