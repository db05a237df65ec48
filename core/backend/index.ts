/** The shared backend: operations over a storage port, used by the reference server and the mock. */
export * from './store';
export * from './analytics-port';
export * from './ports';
export * from './preview-port';
export * from './session-port';
export * from './site-quota-port';
export * from './known-sites';
export * from './operations';
export * from './service';
export * from './crypto';
export { MESSAGES } from './messages';
export {
  createMemoryStore,
  emptyStoreData,
  eventsOfScope,
  EventIndex,
  type MemoryStore,
  type MemoryStoreData,
} from './memory-store';
export * from './record-updates';
export { createWebCryptoPasswordHasher, createWebCryptoTokenCodec } from './webcrypto-ports';
export type { LimitDecision, Limiter, LimiterFactory, LimitRule } from './limiter-port';
export { createMemoryLimiter, memoryLimiterFactory } from './memory-limiter';
export { BODY_LIMIT_BYTES, LIMIT_RULES, QUESTIONNAIRE_MAX_MESSAGES, TRACK_UNKNOWN_SITES_PER_DAY } from './limits';
