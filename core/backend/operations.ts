/**
 * Typing helpers over the generated contract: the input and result of each operation. Which role an
 * operation requires is not restated here: the HTTP layers read it from openapi.yaml's `security`
 * (core/validation) along with the operationId.
 */
import type { operations } from '../api';
import type { StoredAdmin, StoredClient } from './store';

export type OperationId = keyof operations;

type JsonBodyOf<T> = T extends { requestBody?: { content: { 'application/json': infer B } } } ? B : undefined;
type ParamsOf<T, Where extends 'path' | 'query'> = T extends { parameters: { [K in Where]?: infer P } }
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

export type Principal = { role: 'admin'; admin: StoredAdmin } | { role: 'client'; client: StoredClient };

export interface OperationInput<K extends OperationId> {
  params: ParamsOf<operations[K], 'path'>;
  query: ParamsOf<operations[K], 'query'>;
  /** The validated JSON body (a text/plain track body already parsed); undefined when none was sent. */
  body: JsonBodyOf<operations[K]>;
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
