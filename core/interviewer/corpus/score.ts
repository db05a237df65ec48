/**
 * Plays each corpus conversation through the deterministic interviewer and compares its brief with the
 * expected fields. Pure: the bench prints the result, the corpus test holds a floor on it.
 */
import type { Brief } from '../../api';
import { draftBrief, initialInterview, interviewTurn, type InterviewTurn } from '../index';
import { bare, fold } from '../text';
import type { Conversation, Expected, ScoredField, TextExpectation } from './types';

export interface FieldResult {
  conversation: string;
  field: ScoredField;
  ok: boolean;
  expected: unknown;
  actual: unknown;
}

export interface CorpusScore {
  results: FieldResult[];
  byField: Map<ScoredField, { right: number; total: number }>;
  right: number;
  total: number;
}

export function runConversation(c: Conversation): { replies: string[]; brief: Brief } {
  let turn: InterviewTurn = initialInterview(c.plan);
  const replies: string[] = [];
  for (const t of c.turns) {
    const step = typeof t === 'string' ? { text: t, hidden: false, style: null } : t;
    turn = interviewTurn(JSON.parse(JSON.stringify(turn.state)), step.text, {
      hidden: step.hidden,
      selectedStyle: step.style,
    });
    replies.push(turn.message);
  }
  return { replies, brief: draftBrief(turn.state, null) };
}

const digits = (v: string | null | undefined) => (v ? v.replace(/^\+39|^0039/, '').replace(/\D/g, '') : null);
const words = (v: string | null | undefined) => (v ? bare(v) : null);
const priceKey = (v: string | null) => (v === null ? null : fold(v).replace(/\s+/g, ''));

function textMatches(actual: string | null | undefined, e: TextExpectation | null): boolean {
  if (e === null) return actual === null || actual === undefined;
  if (!actual) return false;
  const a = fold(actual);
  if (e.maxLength !== undefined && actual.length > e.maxLength) return false;
  return e.has.every((w) => a.includes(fold(w))) && !(e.not ?? []).some((w) => a.includes(fold(w)));
}

/** "Ostuni (BR)" matches "Ostuni (BR)"; an expectation without province matches the name alone. */
function cityMatches(actual: string | null, expected: string | null): boolean {
  if (expected === null) return actual === null;
  if (actual === null) return false;
  if (/\(\w\w\)$/.test(expected)) return words(actual) === words(expected);
  return words(actual.replace(/\s*\(\w\w\)$/, '')) === words(expected);
}

function servicesMatch(actual: Brief['services'], expected: NonNullable<Expected['services']>): boolean {
  if (actual.length !== expected.length) return false;
  const left = [...actual];
  for (const [name, price] of expected) {
    const i = left.findIndex((s) => fold(s.name).includes(fold(name)) && priceKey(s.price) === priceKey(price));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

function fieldOf(brief: Brief, field: keyof Expected): unknown {
  const c = brief.contacts;
  switch (field) {
    case 'email':
    case 'phone':
    case 'whatsapp':
    case 'address':
    case 'social':
      return c[field];
    case 'pec':
      return c.pec ?? null;
    case 'unverified':
      return (brief as { unverified_fields?: readonly string[] }).unverified_fields ?? [];
    default:
      return brief[field as keyof Brief] ?? null;
  }
}

function matches(field: keyof Expected, actual: unknown, expected: unknown): boolean {
  switch (field) {
    case 'business_name':
    case 'owner_name':
      return (Array.isArray(expected) ? expected : [expected]).some(
        (e) => words(actual as string | null) === words(e as string | null),
      );
    case 'city':
      return cityMatches(actual as string | null, expected as string | null);
    case 'activity':
    case 'target_customers':
    case 'strengths':
    case 'tone':
    case 'address':
    case 'opening_hours':
      return textMatches(actual as string | null, expected as TextExpectation | null);
    case 'services':
      return servicesMatch(actual as Brief['services'], expected as NonNullable<Expected['services']>);
    case 'colors':
    case 'unverified':
      return [...(actual as string[])].sort().join('|') === [...(expected as string[])].sort().join('|');
    case 'phone':
    case 'whatsapp':
    case 'vat_number':
      return digits(actual as string | null) === digits(expected as string | null);
    case 'email':
    case 'pec':
    case 'domain_wish':
      return (
        (actual === null ? null : fold(actual as string)) === (expected === null ? null : fold(expected as string))
      );
    case 'register':
      return actual === expected;
    case 'social':
      return (expected as string[]).every((e) => (actual as string[]).some((a) => fold(a).includes(fold(e))));
    case 'flags':
      return (
        [...new Set((actual as Array<{ type: string }>).map((f) => f.type))].sort().join('|') ===
        [...(expected as string[])].sort().join('|')
      );
  }
}

/** Replies never echo nonsense, never use the same full sentence twice in a row, and pass the conversation's checks. */
function repliesOk(c: Conversation, replies: readonly string[]): { ok: boolean; failures: string[] } {
  const failures: string[] = [];
  for (const check of c.replies ?? []) {
    const reply = replies[check.turn] ?? '';
    for (const r of check.includes ?? [])
      if (!r.test(reply)) failures.push(`turn ${check.turn}: missing ${r} in «${reply}»`);
    for (const r of check.excludes ?? [])
      if (r.test(reply)) failures.push(`turn ${check.turn}: has ${r} in «${reply}»`);
  }
  return { ok: failures.length === 0, failures };
}

export function scoreCorpus(corpus: readonly Conversation[]): CorpusScore {
  const results: FieldResult[] = [];
  for (const c of corpus) {
    const { replies, brief } = runConversation(c);
    for (const field of Object.keys(c.expect) as Array<keyof Expected>) {
      const expected = c.expect[field];
      const actual = fieldOf(brief, field);
      results.push({ conversation: c.id, field, ok: matches(field, actual, expected), expected, actual });
    }
    if (c.replies) {
      const r = repliesOk(c, replies);
      results.push({ conversation: c.id, field: 'replies', ok: r.ok, expected: 'reply checks', actual: r.failures });
    }
  }
  const byField = new Map<ScoredField, { right: number; total: number }>();
  for (const r of results) {
    const entry = byField.get(r.field) ?? { right: 0, total: 0 };
    entry.total += 1;
    if (r.ok) entry.right += 1;
    byField.set(r.field, entry);
  }
  const right = results.filter((r) => r.ok).length;
  return { results, byField, right, total: results.length };
}
