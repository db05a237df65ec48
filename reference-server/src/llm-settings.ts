/**
 * The optional language model (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL): one OpenAI-compatible API for every
 * feature that uses it (the questionnaire's interviewer, the site draft's copy). On only when all three are
 * set; the key is never logged.
 */
import type { LlmSettings } from '@core/llm/chat';

export function llmSettingsFromEnv(env: NodeJS.ProcessEnv): LlmSettings | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const apiKey = env.LLM_API_KEY?.trim();
  const model = env.LLM_MODEL?.trim();
  if (!baseUrl || !apiKey || !model) return null;
  return { baseUrl, apiKey, model };
}
