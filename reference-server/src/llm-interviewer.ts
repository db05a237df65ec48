/**
 * The optional language-model interviewer: when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all set, the
 * questionnaire's replies and the brief come from that OpenAI-compatible API (core/interviewer/llm.ts), each
 * turn falling back to the deterministic interviewer on a timeout, an error or an answer that breaks the rules. Otherwise the deterministic one runs alone.
 */
import type { Interviewer } from '@core/interviewer';
import { createLlmInterviewer } from '@core/interviewer/llm';
import { createSchemaValidator, type OpenApiDocument } from '@core/validation';
import { llmSettingsFromEnv } from './llm-settings';
import type { Logger } from './logger';

/** `openapi` is the contract the model's brief is validated against (its `BriefPatch` schema). */
export function interviewerFromEnv(
  env: NodeJS.ProcessEnv,
  logger: Logger,
  openapi: OpenApiDocument,
): Interviewer | undefined {
  const settings = llmSettingsFromEnv(env);
  if (!settings) return undefined;
  // The key is never logged.
  logger.info('Questionario: interviewer con modello linguistico attivo', {
    llm_base_url: settings.baseUrl,
    llm_model: settings.model,
  });
  return createLlmInterviewer({
    ...settings,
    validateBriefPatch: createSchemaValidator(openapi, 'BriefPatch'),
    onFallback: (reason, error) =>
      logger.error("Questionario: modello linguistico non disponibile, uso l'interviewer deterministico", {
        reason,
        error: error instanceof Error ? error.message : String(error ?? ''),
      }),
  });
}
