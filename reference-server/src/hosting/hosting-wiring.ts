/**
 * What serving by host adds to a server process: the host routing middleware (over the backend's site
 * directory and the published-site reader) and, when asked, the custom-domain check job.
 */
import type { Middleware } from 'koa';
import { systemClock } from '@core/backend/ports';
import type { Backend } from '@core/backend/service/index';
import type { Store } from '@core/backend/store';
import { createDomainChecks, hostingConfig, NO_SITE_READER, type DomainVerificationStore } from '@core/hosting';
import type { AppOptions } from '../app';
import type { Logger } from '../logger';
import { createDnsResolver } from '../net/dns-resolver';
import { createDnsDomainProbe } from './dns-domain-probe';
import { startDomainCheckJob, type DomainCheckJob } from './domain-check-job';
import { hostRouting } from './host-routing';
import type { SiteAnswerCache } from './site-answer-cache';

export interface RunningHosting {
  routing: Middleware;
  /** The check job, when this process runs it. */
  job: DomainCheckJob | null;
  stop(): Promise<void>;
}

export function startHosting(deps: {
  options: AppOptions;
  backend: Backend;
  store: Store;
  domains: DomainVerificationStore;
  logger: Logger;
  /** The sites' kept answers: filled by host routing, emptied by each run of the check job. */
  answers?: SiteAnswerCache;
}): RunningHosting {
  const { options } = deps;
  const config = hostingConfig(options.hosting);
  const routing = hostRouting({
    config,
    directory: deps.backend.directory,
    reader: options.sites?.reader ?? NO_SITE_READER,
    answers: deps.answers,
  });
  let job: DomainCheckJob | null = null;
  if (options.domainCheckJob) {
    const checks = createDomainChecks({
      clients: deps.store,
      domains: deps.domains,
      probe: createDnsDomainProbe(createDnsResolver({ servers: options.dnsServers ?? undefined })),
      target: config.target,
      clock: options.clock ?? systemClock,
    });
    // A domain's state decides whether a subdomain answers or redirects: a run may change it.
    const forgetting =
      <A extends unknown[], T>(run: (...args: A) => Promise<T>) =>
      async (...args: A): Promise<T> => {
        deps.answers?.invalidate();
        try {
          return await run(...args);
        } finally {
          deps.answers?.invalidate();
        }
      };
    job = startDomainCheckJob(
      { ...checks, sweep: forgetting(checks.sweep), checkDue: forgetting(checks.checkDue) },
      deps.logger,
      typeof options.domainCheckJob === 'object' ? options.domainCheckJob : {},
    );
  }
  return { routing, job, stop: async () => job?.stop() };
}
