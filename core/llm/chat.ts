/**
 * The one client of an OpenAI-compatible chat-completions API (OpenAI, Mistral, Ollama, vLLM...) that the
 * product's language-model features share: the questionnaire's interviewer (core/interviewer/llm.ts) and
 * the site draft's copy (core/sites/llm-copy.ts). One request, a deadline, structured output through
 * `response_format`, and every way an answer can be unusable (an HTTP error, a refusal, a filtered or
 * empty answer, JSON that does not parse) turned into a `ModelAnswerError` the caller falls back on.
 * Uses an injected `fetch`: no Node APIs.
 */
import { storableJson } from '../storable-text';

export const LLM_TIMEOUT_MS = 20_000;

export interface LlmSettings {
  /** e.g. https://api.openai.com/v1 (no trailing /chat/completions). */
  baseUrl: string;
  /** Sent as a bearer token, never logged. */
  apiKey: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionRequest {
  messages: ChatMessage[];
  /** `{ type: 'json_schema', json_schema: {...} }`. */
  responseFormat: unknown;
  temperature: number;
  maxTokens: number;
}

/** Why a model's answer cannot be used (its message is an Italian reason, safe to log: no key, no prompt). */
export class ModelAnswerError extends Error {}

export type ChatCompletion = (request: CompletionRequest) => Promise<string>;

/** A function that asks the model once and resolves to its answer's text, or rejects. */
export function chatCompletion(settings: LlmSettings): ChatCompletion {
  const doFetch = settings.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = settings.timeoutMs ?? LLM_TIMEOUT_MS;
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return async ({ messages, responseFormat, temperature, maxTokens }) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`timeout dopo ${timeoutMs} ms`)), timeoutMs);
    try {
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${settings.apiKey}` },
        body: JSON.stringify({
          model: settings.model,
          messages,
          temperature,
          max_tokens: maxTokens,
          response_format: responseFormat,
        }),
        signal: controller.signal,
      });
      if (!response.ok) throw new ModelAnswerError(`risposta ${response.status}`);
      const body = (await response.json()) as {
        choices?: Array<{ finish_reason?: string; message?: { content?: unknown; refusal?: unknown } }>;
      };
      const choice = body.choices?.[0];
      if (typeof choice?.message?.refusal === 'string' && choice.message.refusal)
        throw new ModelAnswerError('il modello ha rifiutato');
      if (choice?.finish_reason === 'content_filter') throw new ModelAnswerError('risposta filtrata');
      const content = choice?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') throw new ModelAnswerError('risposta senza testo');
      return content;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The answer's JSON (a ```json fence tolerated), made storable like a visitor's text: whatever the model
 * wrote is stored and shown as written, so it must not carry a character a store refuses.
 */
export function parseModelJson(content: string): unknown {
  try {
    return storableJson(JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '')));
  } catch {
    throw new ModelAnswerError('JSON non valido');
  }
}
