import type { Schemas } from '@core/api';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';

/** Who looks at a domain: the client at its own, or the operator at a client's. */
export type DomainScope = { role: 'client' } | { role: 'admin'; clientId: string };

export type DomainVerification = Schemas['DomainVerification'];

/** GET /client/domain or GET /admin/clients/{client_id}: the verification, null without a Pro domain. */
export async function getDomainVerification(scope: DomainScope): Promise<DomainVerification | null> {
  if (scope.role === 'client') return (await call(() => api.GET('/client/domain'))).verification;
  const detail = await call(() =>
    api.GET('/admin/clients/{client_id}', { params: { path: { client_id: scope.clientId } } }),
  );
  return detail.verification;
}

/** POST /client/domain/check or /admin/clients/{client_id}/domain/check: «Verifica ora». */
export function checkDomain(scope: DomainScope): Promise<DomainVerification> {
  if (scope.role === 'client') return call(() => api.POST('/client/domain/check'));
  return call(() =>
    api.POST('/admin/clients/{client_id}/domain/check', { params: { path: { client_id: scope.clientId } } }),
  );
}
