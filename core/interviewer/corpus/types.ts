/**
 * The shape of the interviewer's corpus: Italian conversations written as owners really write, each with
 * the brief fields a careful human would have noted. Only the fields a conversation states are expected;
 * the rest are not scored.
 */
import type { BriefField, InterviewFlag, PlanType, StyleId } from '../../api';

/** A text field is right when it contains every listed word (folded) and none of the `not` ones. */
export interface TextExpectation {
  has: readonly string[];
  not?: readonly string[];
  /** Longer than this means raw message copied rather than a value extracted. */
  maxLength?: number;
}

export interface Expected {
  /** The name, or the names a careful reader could equally note ("Palestra CrossFit Riviera" / "CrossFit Riviera"). */
  business_name?: string | readonly string[] | null;
  owner_name?: string | null;
  /** Name of the comune, optionally with its province: "Ostuni (BR)". */
  city?: string | null;
  activity?: TextExpectation;
  target_customers?: TextExpectation;
  strengths?: TextExpectation;
  tone?: TextExpectation;
  register?: 'tu' | 'lei' | null;
  /** [words the name contains, canonical price or null], in any order; no other items. */
  services?: ReadonlyArray<readonly [string, string | null]>;
  colors?: readonly string[];
  email?: string | null;
  phone?: string | null;
  whatsapp?: string | null;
  pec?: string | null;
  address?: TextExpectation | null;
  social?: readonly string[];
  opening_hours?: TextExpectation | null;
  vat_number?: string | null;
  domain_wish?: string | null;
  flags?: ReadonlyArray<InterviewFlag['type']>;
  /** Fields kept as the owner wrote them but marked for checking (a P.IVA whose check digit fails...). */
  unverified?: readonly BriefField[];
}

export type ScoredField = keyof Expected | 'replies';

/** What the interviewer's replies must or must not say at a given user turn (0 = reply to the first message). */
export interface ReplyCheck {
  turn: number;
  includes?: readonly RegExp[];
  excludes?: readonly RegExp[];
}

export type Turn = string | { text: string; hidden: true; style: StyleId };

export interface Conversation {
  id: string;
  /** What the conversation exercises, for the reader. */
  about: string;
  plan: PlanType;
  turns: readonly Turn[];
  expect: Expected;
  replies?: readonly ReplyCheck[];
}

export type { BriefField };
