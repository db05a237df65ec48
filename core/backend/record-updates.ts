/**
 * The record changes behind the store's atomic operations, as pure functions: the in-memory stores
 * (core's, the mock's, the embedded server's) apply them under their own single-threaded write, so each
 * store keeps only where records live, not what an operation means. PostgreSQL states the same in SQL.
 */
import type {
  ChatTurn,
  ClientPatch,
  QuestionnaireCompletion,
  StoredAdmin,
  StoredClient,
  StoredQuestionnaire,
  UpdateClientOptions,
} from './store';

export function updatedClient(
  client: StoredClient,
  patch: ClientPatch,
  options: UpdateClientOptions = {},
): StoredClient {
  const { token_version: _ignored, client_id: _id, ...allowed } = patch as ClientPatch & Partial<StoredClient>;
  return {
    ...client,
    ...structuredClone(allowed),
    token_version: client.token_version + (options.bumpTokenVersion ? 1 : 0),
  };
}

/** The conversation after a turn, or null when it no longer holds `expectedMessageCount` messages. */
export function withChatTurn(
  q: StoredQuestionnaire,
  expectedMessageCount: number,
  turn: ChatTurn,
): StoredQuestionnaire | null {
  if (q.messages.length !== expectedMessageCount) return null;
  return {
    ...q,
    messages: [...q.messages, ...structuredClone(turn.messages)],
    interview: structuredClone(turn.interview),
    selected_style: turn.selected_style,
  };
}

/** The questionnaire completed with this brief, or as it is when it was completed already. */
export function completed(q: StoredQuestionnaire, completion: QuestionnaireCompletion): StoredQuestionnaire {
  if (q.status === 'completed' && q.brief && q.completed_at) return q;
  return {
    ...q,
    status: 'completed',
    completed_at: completion.completed_at,
    brief: structuredClone(completion.brief),
    business_name: completion.business_name,
    brief_confirmation: structuredClone(completion.brief_confirmation ?? null),
  };
}

export function savedAdmin(previous: StoredAdmin | null, admin: Omit<StoredAdmin, 'token_version'>): StoredAdmin {
  return {
    username: admin.username,
    password_hash: admin.password_hash,
    token_version: (previous?.token_version ?? 0) + 1,
  };
}

/** Newest first by `created_at`. */
export function newestFirst<T extends { created_at: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
}
