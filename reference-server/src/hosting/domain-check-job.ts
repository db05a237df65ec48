/**
 * The custom-domain check job, in every server process: each tick claims the verifications that are due
 * (pending and verified every 5 minutes, failed hourly, active daily: core/hosting/domain-verification.ts)
 * and checks them; every hour, and at start, it gives a record to each Pro client with a domain that has
 * none yet. On PostgreSQL the claim skips rows another process holds, so processes share the work and each
 * domain is checked by one of them at a time. One run at a time per process; a failure is logged once per
 * outage and the next tick tries again.
 */
import type { DomainChecks } from '@core/hosting';
import type { Logger } from '../logger';

export const DOMAIN_JOB_TICK_MS = 60_000;
export const DOMAIN_JOB_SWEEP_MS = 60 * 60_000;

export interface DomainCheckJob {
  /** One tick now (tests); resolves when it is done. */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for a run in flight. */
  stop(): Promise<void>;
}

export function startDomainCheckJob(
  checks: DomainChecks,
  logger: Logger,
  options: { tickMs?: number; sweepMs?: number } = {},
): DomainCheckJob {
  const sweepMs = options.sweepMs ?? DOMAIN_JOB_SWEEP_MS;
  let lastSweep = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  let failing = false;
  let stopped = false;

  const run = (): Promise<void> =>
    stopped
      ? Promise.resolve()
      : (running ??= (async () => {
          try {
            if (performance.now() - lastSweep >= sweepMs) {
              await checks.sweep();
              lastSweep = performance.now();
            }
            // Claim in batches until nothing is due (a batch is checked before the next is claimed).
            while ((await checks.checkDue()) > 0);
            failing = false;
          } catch (error) {
            if (!failing)
              logger.error('domain check failed', { error: error instanceof Error ? error.message : String(error) });
            failing = true;
          } finally {
            running = null;
          }
        })());

  const timer = setInterval(() => void run(), options.tickMs ?? DOMAIN_JOB_TICK_MS);
  timer.unref();
  setImmediate(() => void run());

  return {
    runOnce: async () => {
      await running;
      await run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
