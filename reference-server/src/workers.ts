/**
 * The periodic jobs of each server process, one per purpose, each idempotent and never overlapping
 * itself (in the manner of Plausible's workers): the email sender (every few seconds, while SMTP_URL is
 * set) and the monthly report (every minute: once the 1st's 09:00 Europe/Rome has passed, it queues what is
 * missing, so a missed hour is caught up; the outbox's unique key keeps one report per client and month,
 * however many processes run it).
 */
import { randomId } from '@core/backend/crypto';
import type { Mailer } from '@core/backend/mail-port';
import type { Backend } from '@core/backend/service/index';
import { EMAIL_CLAIM_BATCH } from '@core/orders/outbox';
import type { Logger } from './logger';

export interface WorkerOptions {
  backend: Backend;
  /** Null without SMTP_URL: emails wait in the outbox. */
  mailer: Mailer | null;
  logger: Logger;
  /** Between two runs of the sender (default 5 s). */
  emailIntervalMs?: number;
  /** Between two runs of the monthly report job (default 60 s). */
  reportIntervalMs?: number;
}

export interface Workers {
  /** Runs each job once now (tests). */
  runOnce(): Promise<void>;
  /** Stops the timers and waits for the runs in progress. */
  stop(): Promise<void>;
}

/** A job that never runs twice at once: a tick while it runs is skipped. */
function protectedJob(name: string, logger: Logger, run: () => Promise<void>) {
  let running: Promise<void> | null = null;
  return {
    tick(): Promise<void> {
      running ??= run()
        .catch((error: unknown) =>
          logger.error(`job ${name} failed`, { error: error instanceof Error ? error.message : String(error) }),
        )
        .finally(() => {
          running = null;
        });
      return running;
    },
    idle: () => running ?? Promise.resolve(),
  };
}

export function startWorkers(options: WorkerOptions): Workers {
  const { backend, mailer, logger } = options;
  const owner = `${process.pid}-${randomId(6)}`;
  const jobs = [
    protectedJob('monthly-reports', logger, async () => {
      const queued = await backend.jobs.enqueueMonthlyReports();
      if (queued > 0) logger.info('monthly reports queued', { queued });
    }),
  ];
  const timers = [setInterval(() => void jobs[0]!.tick(), options.reportIntervalMs ?? 60_000)];
  if (mailer) {
    const sender = protectedJob('email-sender', logger, async () => {
      // Batch after batch while there is a full one: a backlog goes out at once, not 10 every few seconds.
      for (;;) {
        const report = await backend.jobs.deliverDueEmails(mailer, owner);
        if (report.failed > 0 || report.retried > 0) logger.info('emails not delivered', { ...report });
        if (report.sent + report.retried + report.failed < EMAIL_CLAIM_BATCH) return;
      }
    });
    jobs.push(sender);
    timers.push(setInterval(() => void sender.tick(), options.emailIntervalMs ?? 5_000));
  }
  for (const timer of timers) timer.unref();
  // A first run at start-up: emails left by a crash go out at once.
  for (const job of jobs) void job.tick();

  return {
    async runOnce() {
      for (const job of jobs) {
        await job.idle();
        await job.tick();
      }
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(jobs.map((job) => job.idle()));
    },
  };
}
