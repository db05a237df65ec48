/**
 * The site draft's copy from the language model: with LLM_* set, «Genera bozza» asks the model for the
 * copy the brief does not hold (core/sites/llm-copy.ts), each slot falling back to the templates on a
 * timeout, an error or a text that breaks the rules. Otherwise the templates write it alone.
 */
import { createLlmCopywriter, type SiteCopywriter } from '@core/sites/llm-copy';
import type { OpenApiDocument } from '@core/validation';
import { llmSettingsFromEnv } from './llm-settings';
import type { Logger } from './logger';

/** `openapi` is the contract the slots' schemas are read from (SiteContent's parts). */
export function siteCopywriterFromEnv(
  env: NodeJS.ProcessEnv,
  logger: Logger,
  openapi: OpenApiDocument,
  options: { timeoutMs?: number } = {},
): SiteCopywriter | undefined {
  const settings = llmSettingsFromEnv(env);
  if (!settings) return undefined;
  // The key is never logged.
  logger.info('Bozze dei siti: testi dal modello linguistico', {
    llm_base_url: settings.baseUrl,
    llm_model: settings.model,
  });
  return createLlmCopywriter({
    ...settings,
    ...options,
    document: openapi,
    onFallback: (reason, slot) =>
      slot
        ? logger.info('Bozze dei siti: testo del modello scartato, uso il modello deterministico', { slot, reason })
        : logger.error('Bozze dei siti: modello linguistico non disponibile, uso i testi deterministici', {
            reason,
          }),
  });
}
