/**
 * The storage port: everything the backend keeps, behind a small async interface.
 *
 * How to implement it (the reference server does it over lowdb, the demo mock over @msw/data):
 * - Records are plain JSON. Return copies or frozen objects; the service never mutates what it gets,
 *   it calls an update method instead.
 * - Every method may be async; a method that changes data must resolve only once the change is
 *   durable for that backend (on disk for the server, in memory for the mock).
 * - `listEvents` returns events whose `timestamp` instant t satisfies fromMs <= t < toMs (a null bound
 *   means unbounded), oldest first. Timestamps are ISO 8601 strings in UTC set by the service's clock,
 *   so appends arrive almost in order; a store may keep them sorted and binary-search the range.
 * - `update*` methods apply a shallow patch and return the updated record, or null when the id is unknown.
 * - Nothing here enforces business rules: validation, tokens and throttling live in the service.
 */
import type {
  Brief,
  BriefField,
  ChatMessage,
  ClickEvent,
  ConversionEvent,
  PageViewEvent,
  PlanType,
  ScrollEvent,
  StyleId,
} from '../api';
import type { InterviewState } from '../interviewer';

export type EventType = 'page_view' | 'click' | 'conversion' | 'scroll';

/** Every field of the contract's track bodies, whichever event it belongs to. */
type TrackBodyFields = PageViewEvent & ClickEvent & ConversionEvent & ScrollEvent;

/**
 * One tracked event: every field of the contract's track bodies (openapi.yaml's PageViewEvent, ClickEvent,
 * ConversionEvent and ScrollEvent, so a field added there is stored with its type; those not sent are
 * absent or null) plus `id`, `type` and the server-side `timestamp`.
 */
export type StoredEvent = {
  id: string;
  type: EventType;
  /** ISO 8601 UTC, set by the backend when the event is received. */
  timestamp: string;
  session_id: string;
  /** Absent only on conversions sent without a page. */
  page_url: string | null;
} & { [K in Exclude<keyof TrackBodyFields, 'session_id' | 'page_url'>]?: TrackBodyFields[K] | null };

export interface StoredClient {
  client_id: string;
  questionnaire_id: string | null;
  domain: string | null;
  created_at: string;
  is_active: boolean;
  plan: PlanType;
  /** SHA-256 (hex) of the access token; the token itself is never stored. */
  token_hash: string;
  /** Session epoch: bumped on rotation and on disabling, so older session tokens stop working at once. */
  token_version: number;
}

export type StoredMessage = ChatMessage;

export interface StoredQuestionnaire {
  id: string;
  session_id: string;
  plan_type: PlanType;
  status: 'in_progress' | 'completed';
  created_at: string;
  completed_at: string | null;
  /** The whole conversation, oldest first; hidden messages carry `hidden: true`. */
  messages: StoredMessage[];
  /** The interviewer's own state (plain JSON). */
  interview: InterviewState;
  selected_style: StyleId | null;
  brief: Brief | null;
  business_name: string | null;
  /** Set when the customer confirmed the summary before completing. */
  brief_confirmation?: { confirmed_at: string; confirmed_fields: BriefField[] } | null;
}

export interface StoredAdmin {
  username: string;
  /** PasswordHasher output (self-describing string); never the password. */
  password_hash: string;
  /** Session epoch for admin tokens, bumped when the password changes. */
  token_version: number;
}

export interface EventQuery {
  fromMs?: number | null;
  toMs?: number | null;
}

export interface Store {
  appendEvent(event: StoredEvent): Promise<void>;
  /** Events in [fromMs, toMs), oldest first. */
  listEvents(query: EventQuery): Promise<readonly StoredEvent[]>;
  /** How many events are stored in total (benchmarks and health checks). */
  countEvents(): Promise<number>;
  /**
   * Optional: a number that changes on every write. When present the service caches stats between
   * writes (a dashboard polling 100 000 events then costs nothing until something new arrives).
   */
  revision?(): number;

  insertClient(client: StoredClient): Promise<void>;
  getClient(clientId: string): Promise<StoredClient | null>;
  getClientByTokenHash(tokenHash: string): Promise<StoredClient | null>;
  /** Newest first. */
  listClients(): Promise<readonly StoredClient[]>;
  updateClient(clientId: string, patch: Partial<Omit<StoredClient, 'client_id'>>): Promise<StoredClient | null>;

  insertQuestionnaire(questionnaire: StoredQuestionnaire): Promise<void>;
  getQuestionnaire(id: string): Promise<StoredQuestionnaire | null>;
  getQuestionnaireBySession(sessionId: string): Promise<StoredQuestionnaire | null>;
  /** Newest first. */
  listQuestionnaires(): Promise<readonly StoredQuestionnaire[]>;
  updateQuestionnaire(
    id: string,
    patch: Partial<Omit<StoredQuestionnaire, 'id' | 'session_id'>>,
  ): Promise<StoredQuestionnaire | null>;

  getAdmin(): Promise<StoredAdmin | null>;
  setAdmin(admin: StoredAdmin): Promise<void>;
}
