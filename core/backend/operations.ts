/**
 * Typing helpers over the generated contract: the input and result of each operation. Which role an
 * operation requires is not restated here: the HTTP layers read it from openapi.yaml's `security`
 * (core/validation) along with the operationId.
 */
import type { operations } from '../api';
import type { BinaryBody } from '../validation/request';
import type { StoredAdmin, StoredClient } from './store';

export type OperationId = keyof operations;

type JsonBodyOf<T> = T extends { requestBody?: { content: { 'application/json': infer B } } } ? B : undefined;
type ParamsOf<T, Where extends 'path' | 'query' | 'header'> = T extends { parameters: { [K in Where]?: infer P } }
  ? [NonNullable<P>] extends [never]
    ? Record<string, never>
    : NonNullable<P>
  : Record<string, never>;

/** Who called, as far as the HTTP layer knows. */
export interface RequestMeta {
  /** Client IP (after trusted proxy handling). */
  ip: string;
  userAgent: string | null;
}

/** The role an operation's `security` requires in the contract; null when public. */
export type OperationRole = 'admin' | 'client' | null;

/** The session a call was made in: what logout ends. */
export interface SessionRef {
  sid: string;
  /** When the session's token expires anyway (ms since the epoch). */
  expiresAtMs: number;
}

export type Principal =
  | { role: 'admin'; admin: StoredAdmin; session: SessionRef }
  | { role: 'client'; client: StoredClient; session: SessionRef };

export interface OperationInput<K extends OperationId> {
  params: ParamsOf<operations[K], 'path'>;
  query: ParamsOf<operations[K], 'query'>;
  /** The header parameters the contract declares, validated (names as the contract spells them). */
  headers?: ParamsOf<operations[K], 'header'>;
  /** The validated JSON body (a text/plain track body already parsed); undefined when none was sent. */
  body: JsonBodyOf<operations[K]>;
  /** The bytes of a binary body (an image upload), as the contract's `x-max-bytes` let them in. */
  binaryBody?: BinaryBody;
  /**
   * The body exactly as received, for operations whose contract marks it `x-raw-body` (a webhook checks
   * its signature on these bytes); `body` is then undefined. Undefined for every other operation.
   */
  rawBody?: string;
  /** Set by `handle` after `authenticate`; null on public operations. */
  principal: Principal | null;
  meta: RequestMeta;
}

export interface OperationResult {
  status: number;
  /** A JSON value, or a string for text/csv answers. */
  body: unknown;
  headers: Record<string, string>;
}
