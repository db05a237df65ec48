/**
 * Empties the sites' kept answers (site-answer-cache.ts) around every API call that may change what a
 * site's host answers: any call that is not a read and not a tracking call (a publish, a rollback, a client
 * disabled or its domain changed, a plan changed by the payment webhook...). Listing the operations that
 * matter would miss the next one added; writes to the API are few, so forgetting on each costs nothing.
 * Before the call (a reading in flight is then not kept) and after it (what was read meanwhile is forgotten).
 */
import type { Middleware } from 'koa';
import { TRACK_PREFIX } from '../middleware/cors';
import type { SiteAnswerCache } from './site-answer-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function forgetSiteAnswersOnChanges(answers: SiteAnswerCache): Middleware {
  return async (ctx, next) => {
    if (READS.has(ctx.method) || ctx.path.startsWith(TRACK_PREFIX)) return next();
    answers.invalidate();
    try {
      await next();
    } finally {
      answers.invalidate();
    }
  };
}
