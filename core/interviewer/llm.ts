/**
 * An optional language-model interviewer (reference server only): with an OpenAI-compatible
 * chat-completions API (OpenAI, Mistral, Ollama, vLLM...) the model owns the conversation and the
 * extraction. Each turn asks it, as structured output (`response_format: json_schema`), for its reply and
 * for the brief as it now understands it. The brief is checked against the contract's `BriefPatch`
 * (core/validation, compiled from openapi.yaml) and then against what a turn may not carry (llm-guard);
 * it feeds the interview state, so the summary card, the final brief and the deterministic interviewer
 * all read it, and the customer's own corrections still win.
 *
 * The deterministic interviewer runs every turn too, for three things only: the state it keeps (topics
 * covered, readiness, flags), the facts the model may state (prices and terms from core/plans, in the
 * system prompt), and the fallback for the turn (a timeout, an error, a refusal, malformed or off-schema
 * JSON, or a reply that breaks the rules). The model is never handed the deterministic reply to rephrase.
 * The request itself goes through the shared client (core/llm/chat.ts). No Node APIs.
 */
import type { BriefPatch } from '../api';
import type { SchemaValidator } from '../validation/schema';
import { applyBriefPatch, draftBrief } from './brief';
import { deterministicInterviewer, type InterviewState, type InterviewTurn, type Interviewer } from './index';
import { guardPatch, replyProblem } from './llm-guard';
import { MODEL_BRIEF_FIELDS, promptRules, responseFormat, systemPrompt, turnContext } from './llm-prompt';
import { normalizeState } from './state';
import {
  chatCompletion,
  LLM_TIMEOUT_MS,
  ModelAnswerError,
  parseModelJson,
  type ChatMessage,
  type LlmSettings,
} from '../llm/chat';

export { systemPrompt } from './llm-prompt';

export { LLM_TIMEOUT_MS };
const REPLY_MAX_LENGTH = 2000;

export interface LlmInterviewerOptions extends LlmSettings {
  /** The contract's `BriefPatch` schema (createSchemaValidator(openapi, 'BriefPatch')). */
  validateBriefPatch: SchemaValidator;
  fallback?: Interviewer;
  /** Where fallbacks are reported (the server's logger); defaults to console.warn. */
  onFallback?: (reason: string, error?: unknown) => void;
}

/** The model's answer for one turn, once parsed and checked. */
interface ModelTurn {
  reply: string;
  patch: BriefPatch;
}

export function createLlmInterviewer(options: LlmInterviewerOptions): Interviewer {
  const fallback = options.fallback ?? deterministicInterviewer;
  const ask = chatCompletion(options);
  const report = options.onFallback ?? ((reason, error) => console.warn(`Interviewer LLM: ${reason}`, error ?? ''));

  const complete = (messages: ChatMessage[]) =>
    ask({ messages, responseFormat: responseFormat(), temperature: 0.4, maxTokens: 900 });

  /** The model's JSON as a reply and a brief patch, or an error saying what was wrong with it. */
  function parseTurn(content: string, customerTexts: readonly string[], rules: string): ModelTurn {
    // Made storable like a visitor's text: the reply and the brief are stored as the model wrote them.
    const value = parseModelJson(content);
    const v = value as { reply?: unknown; brief?: unknown };
    if (typeof v !== 'object' || v === null || typeof v.reply !== 'string' || v.reply.trim() === '')
      throw new ModelAnswerError('risposta senza il campo reply');
    const reply = v.reply.trim();
    if (reply.length > REPLY_MAX_LENGTH) throw new ModelAnswerError('risposta troppo lunga');
    const problem = replyProblem(reply, customerTexts, rules);
    if (problem) throw new ModelAnswerError(problem);
    const patch = knownFields(v.brief);
    const invalid = options.validateBriefPatch(patch);
    if (invalid && Object.keys(patch).length > 0)
      throw new ModelAnswerError(`brief non conforme al contratto: ${invalid}`);
    return { reply, patch: guardPatch(patch, customerTexts, rules) };
  }

  return {
    start: (plan) => fallback.start(plan),

    async turn(state, userText, turnOptions, history) {
      const reference = await fallback.turn(state, userText, turnOptions, history);
      const instructions = systemPrompt(reference.state.plan);
      const rules = promptRules(reference.state.plan);
      const customerTexts = [...history.filter((m) => m.role === 'user').map((m) => m.content), userText];
      try {
        const content = await complete([
          { role: 'system', content: instructions },
          ...history.map((m) => ({ role: m.role, content: m.content })),
          { role: 'user', content: userText },
          { role: 'system', content: turnContext(reference.state, reference.readyToComplete, state) },
        ]);
        const model = parseTurn(content, customerTexts, rules);
        return {
          ...reference,
          message: model.reply,
          state: withModelBrief(reference.state, model.patch),
        } satisfies InterviewTurn;
      } catch (error) {
        report('risposta deterministica per questo turno', error);
        return reference;
      }
    },

    // The model's reading is already in the state, with the customer's corrections over it.
    brief: async (state, selectedStyle) => draftBrief(state, selectedStyle),
  };
}

/**
 * The fields the model filled in (null and empty lists mean "not known", never "clear it"): only the
 * names of the contract's BriefPatch that the model is asked for, so a `plan_type` or `style` it adds is
 * not even looked at. What remains is validated against the contract.
 */
function knownFields(brief: unknown): BriefPatch {
  if (typeof brief !== 'object' || brief === null || Array.isArray(brief)) return {};
  const out: Record<string, unknown> = {};
  for (const key of MODEL_BRIEF_FIELDS) {
    const value = (brief as Record<string, unknown>)[key];
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  const extra = Object.keys(brief).filter((k) => !(MODEL_BRIEF_FIELDS as readonly string[]).includes(k));
  // Fields outside what it was asked for (plan, style, prices of our plans...) make the whole answer suspect.
  if (extra.length > 0) out[extra[0]!] = (brief as Record<string, unknown>)[extra[0]!];
  return out as BriefPatch;
}

/**
 * The state with the model's reading of the brief as the facts: the model owns the extraction, so a field
 * it does not know is emptied too (the deterministic interviewer's guess from this turn does not survive),
 * except the fields the customer corrected (their corrections stay in `overrides`, applied last).
 */
export function withModelBrief(state: InterviewState, patch: BriefPatch): InterviewState {
  const s = normalizeState(state);
  const full: Record<string, unknown> = {};
  for (const field of MODEL_BRIEF_FIELDS) {
    if (field in s.overrides) continue;
    const value = (patch as Record<string, unknown>)[field];
    full[field] = value ?? (field === 'services' || field === 'colors' || field === 'social' ? [] : null);
  }
  const next = normalizeState(applyBriefPatch(s, full as BriefPatch));
  next.overrides = s.overrides;
  return next;
}
