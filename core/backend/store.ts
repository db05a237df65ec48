/**
 * The storage port: everything the backend keeps, behind a small async interface that a single
 * process (the embedded store, the mock) or a shared database (PostgreSQL) can implement alike.
 *
 * How to implement it:
 * - Records are plain JSON. Return copies or frozen objects; the service never mutates what it gets.
 * - A method that changes data resolves only once the change is durable for that backend (on disk for
 *   the server, in memory for the mock).
 * - Every read-modify-write the service needs is ONE store operation, atomic across processes
 *   (`updateClient` with `bumpTokenVersion`, `createQuestionnaire`, `appendChatTurn`,
 *   `completeQuestionnaire`, `saveAdmin`): SQL does each in one statement or one transaction. In-process
 *   locks in the service are only an optimisation (fewer retries), never the guarantee.
 * - The store does the counting (`AnalyticsStore`, analytics-port.ts); the service never lists raw
 *   events. Events arrive already shaped by the ingestion pipeline (core/ingestion): page URL folded
 *   with `normalizePageUrl`, `site` resolved with `siteOf`, every field capped, the record checked to
 *   serialise as JSON.
 * - Nothing here enforces business rules: validation, tokens and throttling live in the service.
 */
import type {
  Brief,
  BriefField,
  Channel,
  ChatMessage,
  ClickEvent,
  ContactKind,
  ConversionEvent,
  FormSubmitEvent,
  PageViewEvent,
  PlanType,
  ScrollEvent,
  StyleId,
} from '../api';
import type { InterviewState } from '../interviewer';
import type { AnalyticsStore } from './analytics-port';

/**
 * `scroll` and `form_submit` are measurements of a page view (how deep, a form sent), not activity: they count
 * in no total, visitor or activity list, only in the scroll map and the contacts.
 */
export type EventType = 'page_view' | 'click' | 'conversion' | 'scroll' | 'form_submit';

/** Every field of the contract's track bodies, whichever event it belongs to. */
type TrackBodyFields = PageViewEvent & ClickEvent & ConversionEvent & ScrollEvent & FormSubmitEvent;

/**
 * One tracked event: every field of the contract's track bodies (those not sent are absent or null)
 * plus `id`, `type`, the server-side `timestamp` and the `site` resolved at ingestion.
 */
export type StoredEvent = {
  id: string;
  type: EventType;
  /** ISO 8601 UTC, set by the backend when the event is received. */
  timestamp: string;
  session_id: string;
  /**
   * The bare host of the page (`siteOf`: WHATWG URL, lower case, `www.` folded), resolved once at
   * ingestion: a client's scope is this key, so reads never parse URLs. Null for a non-web address
   * or a conversion sent without a page.
   */
  site: string | null;
  /** The page, folded with `normalizePageUrl` (one page, one key). Absent only on conversions sent without a page. */
  page_url: string | null;
  /**
   * Where a page view came from (`classifySource`, core/ingestion/sources.ts), resolved once at ingestion;
   * absent on other events, on a page view from the same site, and on page views stored before sources.
   */
  channel?: Channel | null;
  source?: string | null;
  /** The contact the event is (core/ingestion/contacts.ts): the one a clicked link opens; `form` for a form sent. */
  contact_kind?: ContactKind | null;
} & { [K in Exclude<keyof TrackBodyFields, 'session_id' | 'page_url' | 'link_url'>]?: TrackBodyFields[K] | null };

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

/** A client edit. `token_version` is never set directly: ask for a bump instead. */
export type ClientPatch = Partial<Omit<StoredClient, 'client_id' | 'token_version' | 'created_at'>>;

export interface UpdateClientOptions {
  /** Ends every session of the client in the same atomic write (`token_version = token_version + 1`). */
  bumpTokenVersion?: boolean;
}

/** One chat turn: what `appendChatTurn` adds and sets. */
export interface ChatTurn {
  /** Appended in order (the user's message, then the assistant's answer). */
  messages: StoredMessage[];
  interview: InterviewState;
  selected_style: StyleId | null;
}

/**
 * Outcome of an optimistic write: `conflict` when the record changed since it was read (another
 * request, perhaps in another process, got there first): read again and retry.
 */
export type ChatTurnResult =
  | { status: 'appended'; questionnaire: StoredQuestionnaire }
  | { status: 'conflict' }
  | { status: 'not_found' };

export interface QuestionnaireCompletion {
  completed_at: string;
  brief: Brief;
  business_name: string | null;
  /** Set when the customer confirmed the summary before completing. */
  brief_confirmation?: StoredQuestionnaire['brief_confirmation'];
}

export interface Store extends AnalyticsStore {
  /** Appends one event that went through the ingestion pipeline. Resolves once durable. */
  appendEvent(event: StoredEvent): Promise<void>;
  /** How many events are stored in total (benchmarks and health checks). */
  countEvents(): Promise<number>;

  insertClient(client: StoredClient): Promise<void>;
  getClient(clientId: string): Promise<StoredClient | null>;
  getClientByTokenHash(tokenHash: string): Promise<StoredClient | null>;
  /** Newest first. */
  listClients(): Promise<readonly StoredClient[]>;
  /**
   * Applies a shallow patch (and the token-version bump when asked) in one atomic write; returns the
   * updated record, or null when the id is unknown.
   * SQL: `UPDATE clients SET ..., token_version = token_version + $bump WHERE client_id = $1 RETURNING *`.
   */
  updateClient(clientId: string, patch: ClientPatch, options?: UpdateClientOptions): Promise<StoredClient | null>;

  /**
   * Creates the questionnaire unless one already exists for its `session_id` (unique); returns the
   * stored one and whether it was created now. SQL: `INSERT ... ON CONFLICT (session_id) DO NOTHING`.
   */
  createQuestionnaire(
    questionnaire: StoredQuestionnaire,
  ): Promise<{ questionnaire: StoredQuestionnaire; created: boolean }>;
  getQuestionnaire(id: string): Promise<StoredQuestionnaire | null>;
  getQuestionnaireBySession(sessionId: string): Promise<StoredQuestionnaire | null>;
  /** Newest first. */
  listQuestionnaires(): Promise<readonly StoredQuestionnaire[]>;
  /**
   * Appends a chat turn if the conversation still holds `expectedMessageCount` messages (optimistic
   * concurrency: the turn was computed from that history). SQL: one
   * `UPDATE ... SET messages = messages || $turn, ... WHERE id = $1 AND jsonb_array_length(messages) = $2`.
   */
  appendChatTurn(id: string, expectedMessageCount: number, turn: ChatTurn): Promise<ChatTurnResult>;
  /**
   * Marks the questionnaire completed with its brief unless it already is; returns the stored record
   * (with the first completion when two raced), or null when the id is unknown.
   */
  completeQuestionnaire(id: string, completion: QuestionnaireCompletion): Promise<StoredQuestionnaire | null>;

  getAdmin(): Promise<StoredAdmin | null>;
  /**
   * Creates or replaces the admin account and bumps its session epoch in the same write (1 for a new
   * account), so every earlier admin session ends. Returns the stored account.
   */
  saveAdmin(admin: Omit<StoredAdmin, 'token_version'>): Promise<StoredAdmin>;
}
