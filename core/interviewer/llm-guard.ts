/**
 * What a language model's turn may not do, whatever the customer wrote to it: state prices other than the
 * service's own (from core/plans) or the customer's, repeat its instructions, or put into the brief a
 * price the customer never gave, a plan or an instruction. Pure functions over text.
 */
import type { BriefPatch } from '../api';
import { PLANS, SERVICE_TERMS } from '../plans';

/** Euro amounts in a text: «16 €», «€ 7,50», «1.200 euro», «192 EUR». */
const AMOUNT =
  /(?:€\s*(\d{1,3}(?:[.\s]\d{3})+|\d+)(?:,(\d{1,2}))?)|(?:(\d{1,3}(?:[.\s]\d{3})+|\d+)(?:[,.](\d{1,2}))?\s*(?:€|euro|eur)(?![a-z]))/gi;

function amountsIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const whole = (m[1] ?? m[3] ?? '').replace(/[.\s]/g, '');
    const cents = m[2] ?? m[4];
    out.push(Number(cents ? `${whole}.${cents}` : whole));
  }
  return out;
}

/** Every number a text contains, «1.200» and «7,50» read as Italians write them. */
export function numbersIn(text: string): Set<number> {
  const out = new Set<number>();
  for (const m of text.matchAll(/\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?/g)) {
    const raw = m[0];
    const value = /\.\d{3}(?:,|$)/.test(raw) ? raw.replace(/\./g, '').replace(',', '.') : raw.replace(',', '.');
    out.add(Number(value));
  }
  return out;
}

/** The euro figures the service itself may state. */
export const SERVICE_AMOUNTS: ReadonlySet<number> = new Set([
  ...Object.values(PLANS).flatMap((p) => [p.annualPrice, p.monthlyPrice, p.annualTotal, p.monthlyTotal]),
  PLANS.basic.monthlyTotal - PLANS.basic.annualTotal,
  PLANS.pro.monthlyTotal - PLANS.pro.annualTotal,
  SERVICE_TERMS.extraModificationPrice,
]);

/** True when a text repeats a run of `words` consecutive words of the instructions. */
export function leaksInstructions(text: string, instructions: string, words = 8): boolean {
  const norm = (t: string) =>
    t
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean);
  const source = norm(instructions);
  const haystack = ` ${norm(text).join(' ')} `;
  for (let i = 0; i + words <= source.length; i += 1) {
    if (haystack.includes(` ${source.slice(i, i + words).join(' ')} `)) return true;
  }
  return false;
}

/** Words that make a sentence about the service's own prices. */
const ABOUT_US = new RegExp(
  `${PLANS.basic.name}|${PLANS.pro.name}|\\bpian[oi]\\b|abbonament|landing facile|modific|dominio|garanzia|sconto`,
  'i',
);

/**
 * Why the model's reply cannot be shown, or null: a euro amount the service does not charge in a sentence
 * about the service, an amount elsewhere that is neither the service's nor one the customer wrote, or a
 * piece of its instructions.
 */
export function replyProblem(reply: string, customerTexts: readonly string[], instructions: string): string | null {
  const said = new Set(customerTexts.flatMap((t) => [...numbersIn(t)]));
  for (const sentence of reply.split(/(?<=[.!?;:])\s+|\n+/)) {
    const aboutUs = ABOUT_US.test(sentence);
    const foreign = amountsIn(sentence).find((a) => !SERVICE_AMOUNTS.has(a) && (aboutUs || !said.has(a)));
    if (foreign !== undefined) return `importo non consentito nella risposta (${foreign} €)`;
  }
  if (leaksInstructions(reply, instructions)) return 'la risposta ripete le istruzioni';
  return null;
}

const OUR_PLANS = new RegExp(`${PLANS.basic.name}|${PLANS.pro.name}|landing facile|prompt|istruzion`, 'i');

/**
 * The model's brief without what it may not carry: service prices whose figures the customer never wrote,
 * texts that name our plans or its instructions, texts that repeat the instructions.
 */
export function guardPatch(patch: BriefPatch, customerTexts: readonly string[], instructions: string): BriefPatch {
  const said = new Set(customerTexts.flatMap((t) => [...numbersIn(t)]));
  const safeText = (v: string) => !OUR_PLANS.test(v) && !leaksInstructions(v, instructions, 6);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'services' && Array.isArray(value)) {
      out.services = (value as NonNullable<BriefPatch['services']>)
        .filter((s) => safeText(s.name))
        .map((s) => ({
          name: s.name,
          price: s.price && [...numbersIn(s.price)].every((n) => said.has(n)) && safeText(s.price) ? s.price : null,
        }));
    } else if (Array.isArray(value)) {
      out[key] = (value as string[]).filter(safeText);
    } else if (typeof value === 'string') {
      if (safeText(value)) out[key] = value;
    } else {
      out[key] = value;
    }
  }
  return out as BriefPatch;
}
