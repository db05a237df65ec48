/**
 * Typing helpers over the generated contract: the input and result of each operation, and which
 * role each operation requires (checked against openapi.yaml's `security` by a test).
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

export type Principal =
  | { role: 'admin'; admin: StoredAdmin }
  | { role: 'client'; client: StoredClient };

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

/** The role each operation needs; null when public. */
export const OPERATION_ROLES: Readonly<Record<OperationId, 'admin' | 'client' | null>> = {
  getAppInfo: null,
  trackPageView: null,
  trackClick: null,
  trackConversion: null,
  trackScroll: null,
  startQuestionnaire: null,
  chatQuestionnaire: null,
  completeQuestionnaire: null,
  updateQuestionnaireBrief: null,
  adminLogin: null,
  getAdminStats: 'admin',
  listClients: 'admin',
  updateClient: 'admin',
  rotateClientToken: 'admin',
  getAdminClientStats: 'admin',
  getAdminClientHeatmap: 'admin',
  getAdminClientScrollmap: 'admin',
  getAdminClientHeatmapPreview: 'admin',
  exportAdminCsv: 'admin',
  createClientAccess: 'admin',
  listQuestionnaires: 'admin',
  getQuestionnaire: 'admin',
  clientLogin: null,
  getClientStats: 'client',
  getClientHeatmap: 'client',
  getClientScrollmap: 'client',
  getClientHeatmapPreview: 'client',
  exportClientCsv: 'client',
};
