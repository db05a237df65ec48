/**
 * The interview's state: plain JSON that each backend stores beside the questionnaire and hands back
 * on the next turn. The fields after `answers` are optional so that a state saved by the first,
 * fixed-question version still loads (`normalizeState` fills them in).
 */
import type { BriefField, BriefPatch, InterviewFlag, PlanType, StyleId } from '../api';
import type { ServiceItem } from './services';

export type TopicId =
  | 'business'
  | 'customers'
  | 'services'
  | 'strengths'
  | 'tone'
  | 'style'
  | 'contacts'
  | 'domain'
  | 'extra';

/** A second, narrower question about the same topic. */
export type FollowUp = 'business-details' | 'service-prices' | 'reach' | 'style-colors';

/** How the customer wants to be addressed: 'lei' once they ask for it or write formally. */
export type Register = 'tu' | 'lei';

export interface InterviewFacts {
  businessName: string | null;
  /** The person behind the business ("Gennaro Esposito", "Dott.ssa Chiara Fabbri"). */
  ownerName: string | null;
  /** What the business does, in the visitor's words. */
  activity: string | null;
  /** How the interviewer names the activity in its sentences ("una pizzeria"). */
  activityKind: string | null;
  city: string | null;
  /** The city's province sigla when it is a known comune ("BR" for Ostuni). */
  province: string | null;
  customers: string | null;
  services: ServiceItem[];
  strengths: string | null;
  tone: string | null;
  /** The tone words recognised ("caldo e amichevole"): the only ones the interviewer quotes back. */
  toneWords: string[];
  styleWords: string[];
  colors: string[];
  email: string | null;
  phone: string | null;
  address: string | null;
  whatsapp: string | null;
  social: string[];
  /** A web site the business already has (not a social profile). */
  website: string | null;
  domainWish: string | null;
  /** A domain the customer already owns and wants moved to us (never "we will check it is free"). */
  domainOwned: boolean;
  pec: string | null;
  /** P.IVA, 11 digits; listed in `unverified` when its check digit fails. */
  vatNumber: string | null;
  /** Fields kept as the owner wrote them though they look wrong (a P.IVA's check digit, an email, a phone). */
  unverified: BriefField[];
  openingHours: string | null;
  register: Register | null;
  notes: string[];
}

export interface InterviewState {
  plan: PlanType;
  /** How many topics are behind us (the index of the current topic in the plan's order). */
  step: number;
  /** What the visitor answered, per topic id (raw text, for the record). */
  answers: Record<string, string>;
  facts?: InterviewFacts;
  /** The topic of the question last asked; 'done' once everything is covered. */
  topic?: TopicId | 'done';
  followUp?: FollowUp | null;
  /** Vague answers to the current question so far. */
  attempts?: number;
  /** Topics answered or deliberately skipped. */
  closed?: TopicId[];
  /** Visible visitor messages so far. */
  turns?: number;
  /** Phrasing variants used lately, so acknowledgements do not repeat. */
  recent?: string[];
  selectedStyle?: StyleId | null;
  /** Messages flagged for the operator (complaints, refunds, insults, requests for a person, off-topic). */
  flags?: InterviewFlag[];
  /**
   * The customer's own corrections from the summary card (contract `BriefPatch`): applied last, so they win
   * over whatever the interviewer inferred before or after. See `applyBriefPatch` and `draftBrief`.
   */
  overrides?: BriefPatch;
  /** Unverified fields the owner was already asked to check (once each). */
  checked?: BriefField[];
  /** The fields the last reply asked the owner to check: the next message may answer that. */
  pendingCheck?: BriefField[];
}

export type FullState = Required<InterviewState>;

export function emptyFacts(): InterviewFacts {
  return {
    businessName: null,
    activity: null,
    activityKind: null,
    city: null,
    province: null,
    customers: null,
    services: [],
    strengths: null,
    tone: null,
    toneWords: [],
    styleWords: [],
    colors: [],
    email: null,
    phone: null,
    address: null,
    whatsapp: null,
    social: [],
    website: null,
    domainWish: null,
    domainOwned: false,
    pec: null,
    vatNumber: null,
    openingHours: null,
    register: null,
    notes: [],
    ownerName: null,
    unverified: [],
  };
}

/** A deep copy with every field present; states from the fixed-question version keep their answers. */
export function normalizeState(state: InterviewState): FullState {
  const copy = JSON.parse(JSON.stringify(state)) as InterviewState;
  const facts = { ...emptyFacts(), ...(copy.facts ?? {}) };
  if (!copy.facts) {
    // Fixed-question version: answers by topic id, the business answer as the activity.
    const a = copy.answers ?? {};
    facts.activity = a.business ?? null;
    facts.customers = a.customers ?? null;
    facts.services = a.services ? [{ name: a.services.slice(0, 500), price: null }] : [];
    facts.strengths = a.strengths ?? null;
    if (a.contacts) facts.notes.push(a.contacts);
  }
  return {
    plan: copy.plan === 'pro' ? 'pro' : 'basic',
    step: copy.step ?? 0,
    answers: copy.answers ?? {},
    facts,
    topic: copy.topic ?? 'business',
    followUp: copy.followUp ?? null,
    attempts: copy.attempts ?? 0,
    closed: copy.closed ?? [],
    turns: copy.turns ?? 0,
    recent: copy.recent ?? [],
    selectedStyle: copy.selectedStyle ?? null,
    flags: copy.flags ?? [],
    overrides: copy.overrides ?? {},
    checked: copy.checked ?? [],
    pendingCheck: copy.pendingCheck ?? [],
  };
}
