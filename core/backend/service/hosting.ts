/**
 * Custom domains (Pro) and the TLS ask endpoint: the operator's client detail with its domain's
 * verification, «Verifica ora» for the operator and for the client (limited per client through the limiter
 * port), and Caddy's question before an on-demand certificate. The rules live in core/hosting; this module
 * only answers the contract's operations.
 */
import type { Schemas } from '../../api';
import {
  createDomainChecks,
  createSiteDirectory,
  hasCustomDomain,
  NO_PUBLISHED_SITES,
  servedHost,
  tlsAllowedName,
  verificationView,
  type DomainProbe,
  type DomainVerification,
  type DomainVerificationStore,
  type HostingConfig,
  type PublishedSiteIndex,
  type SiteDirectory,
} from '../../hosting';
import { problems } from '../../problems';
import type { Limiter } from '../limiter-port';
import { MESSAGES } from '../messages';
import type { StoredClient } from '../store';
import { getClientOr404, ok, requireRole, toClient, type BackendContext, type Operations } from './context';

/** What serving sites and verifying domains need besides the Store. */
export interface HostingDeps {
  config: HostingConfig;
  domains: DomainVerificationStore;
  /** Reads a domain's DNS records (the server's resolver; the demo's simulated probe). */
  probe: DomainProbe;
  /** The published sites (the site storage); default: none published yet. */
  sites?: PublishedSiteIndex;
}

export const DOMAIN_MESSAGES = {
  noDomain: 'Il cliente non ha un dominio personalizzato: impostalo prima di verificarlo.',
  ownNoDomain: 'Non hai ancora un dominio personalizzato: scrivi all’assistenza per collegarne uno.',
  basicPlan: 'Il dominio personalizzato è incluso nel piano Pro: passa il cliente al piano Pro per verificarlo.',
  tooManyChecks: 'Hai chiesto molte verifiche in poco tempo. Riprova tra qualche minuto.',
  tlsRefused: 'Per questo nome non viene emesso alcun certificato.',
} as const;

type HostingOperations = Pick<
  Operations,
  'getClient' | 'checkClientDomain' | 'getOwnDomain' | 'checkOwnDomain' | 'tlsAsk'
>;

type ClientEdits = Pick<Operations, 'createClientAccess' | 'updateClient'>;

export interface Hosting extends HostingOperations {
  directory: SiteDirectory;
  /**
   * The operator's client edits, each followed by the verification record of the client's domain when it is
   * a Pro client with one: the job then checks a new domain within minutes, without waiting for its sweep.
   */
  withDomainRecords<T extends ClientEdits>(edits: T): T;
}

export function hostingOperations(ctx: BackendContext, deps: HostingDeps, checksLimiter: Limiter): Hosting {
  const directory = createSiteDirectory({
    clients: ctx.store,
    domains: deps.domains,
    sites: deps.sites ?? NO_PUBLISHED_SITES,
  });
  const checks = createDomainChecks({
    clients: ctx.store,
    domains: deps.domains,
    probe: deps.probe,
    target: deps.config.target,
    clock: ctx.clock,
  });

  async function verificationOf(client: StoredClient): Promise<DomainVerification | null> {
    const record = await checks.ensureFor(client);
    return record && client.domain ? verificationView(record, servedHost(client.domain), deps.config.target) : null;
  }

  async function checkNow(client: StoredClient, noDomain: string): Promise<DomainVerification> {
    if (!client.domain) throw problems.conflict(noDomain);
    if (!hasCustomDomain(client)) throw problems.conflict(DOMAIN_MESSAGES.basicPlan);
    const decision = await checksLimiter.consume(client.client_id);
    if (!decision.allowed) throw problems.tooManyRequests(decision.retryAfterSeconds, DOMAIN_MESSAGES.tooManyChecks);
    const record = await checks.ensureFor(client);
    const checked = await checks.check(client, record!);
    return verificationView(checked, servedHost(client.domain), deps.config.target);
  }

  async function afterEdit(clientId: string): Promise<void> {
    const client = await ctx.store.getClient(clientId);
    if (client) await checks.ensureFor(client);
  }

  return {
    directory,
    withDomainRecords: (edits) => ({
      ...edits,
      createClientAccess: async (input) => {
        const result = await edits.createClientAccess(input);
        await afterEdit((result.body as Schemas['ClientAccessCreated']).client_id);
        return result;
      },
      updateClient: async (input) => {
        const result = await edits.updateClient(input);
        await afterEdit((result.body as Schemas['Client']).client_id);
        return result;
      },
    }),
    getClient: async ({ principal, params }) => {
      requireRole(principal, 'admin');
      const client = await getClientOr404(ctx.store, params.client_id);
      const detail: Schemas['ClientDetail'] = { ...toClient(client), verification: await verificationOf(client) };
      return ok(detail);
    },
    checkClientDomain: async ({ principal, params }) => {
      requireRole(principal, 'admin');
      return ok(await checkNow(await getClientOr404(ctx.store, params.client_id), DOMAIN_MESSAGES.noDomain));
    },
    getOwnDomain: async ({ principal }) => {
      const { client } = requireRole(principal, 'client');
      if (client.plan !== 'pro') throw problems.forbidden(MESSAGES.proOnly);
      const answer: Schemas['ClientDomain'] = { domain: client.domain, verification: await verificationOf(client) };
      return ok(answer);
    },
    checkOwnDomain: async ({ principal }) => {
      const { client } = requireRole(principal, 'client');
      if (client.plan !== 'pro') throw problems.forbidden(MESSAGES.proOnly);
      return ok(await checkNow(client, DOMAIN_MESSAGES.ownNoDomain));
    },
    tlsAsk: async ({ query }) => {
      const name = await tlsAllowedName(query.domain, deps.config, directory);
      if (!name) throw problems.notFound(DOMAIN_MESSAGES.tlsRefused);
      return ok({ domain: name });
    },
  };
}
