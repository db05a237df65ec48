/**
 * An optional language-model interviewer (reference server only): replies come from an OpenAI-compatible
 * chat-completions API (OpenAI, Mistral, Ollama, vLLM...) guided by an Italian system prompt built from
 * the same topics. The deterministic interviewer still runs every turn: it keeps the state (what is known,
 * what to ask next) and its reply is both the model's guide and the fallback. A timeout (20 s) or any
 * error falls back to the deterministic reply for that turn; the brief is extracted as JSON, validated
 * against the contract's `Brief`, and merged field by field over the deterministic brief.
 * Uses an injected `fetch`: no Node APIs.
 */
import type { Brief, ChatMessage, PlanType, StyleId } from '../api';
import { PLANS, SERVICE_TERMS } from '../plans';
import { parseBrief } from './brief-guard';
import { deterministicInterviewer, type InterviewState, type Interviewer } from './index';
import { normalizeState } from './state';
import { STYLE_LABELS } from './style';

export const LLM_TIMEOUT_MS = 20_000;

export interface LlmInterviewerOptions {
  /** e.g. https://api.openai.com/v1 (no trailing /chat/completions). */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  fallback?: Interviewer;
  /** Where fallbacks are reported (the server's logger); defaults to console.warn. */
  onFallback?: (reason: string, error?: unknown) => void;
}

type Role = 'system' | 'user' | 'assistant';
interface CompletionMessage {
  role: Role;
  content: string;
}

const TOPIC_GUIDE = [
  'l\'attività: nome, di cosa si occupa, città',
  'i clienti ideali',
  'i servizi o prodotti principali, con i prezzi',
  'i punti di forza rispetto alla concorrenza',
  'il tono dei testi (formale o amichevole, del tu o del lei)',
  'lo stile e i colori della pagina (usa proprio le parole «stile» e «colori»)',
  'i contatti: email, telefono, indirizzo, WhatsApp, profili social',
];

/** The Italian system prompt: role, topics, rules and the facts it may state about the service. */
export function systemPrompt(plan: PlanType): string {
  const b = PLANS.basic;
  const p = PLANS.pro;
  const topics = [...TOPIC_GUIDE, ...(plan === 'pro' ? ['il dominio desiderato (incluso nel piano Dominio Pro per il primo anno)'] : []), 'qualsiasi altra cosa da aggiungere'];
  return [
    'Sei l\'assistente di Landing Facile, un servizio italiano che crea landing page professionali per piccole imprese, professionisti e startup.',
    `Il cliente ha scelto il piano ${PLANS[plan].name}. Intervistalo in chat, in italiano corretto, caldo e naturale, per raccogliere ciò che serve al team per creare la pagina.`,
    `Argomenti, in quest'ordine: ${topics.map((t, i) => `${i + 1}) ${t}`).join('; ')}.`,
    'Regole: una sola domanda per messaggio; riconosci con parole sempre diverse ciò che ti ha detto, senza ripeterlo a pappagallo; se la risposta è vaga, riformula la domanda con un esempio; non ripetere domande a cui ha già risposto; messaggi brevi (al massimo 80 parole), niente elenchi puntati, niente emoji.',
    'Se fa domande sul servizio rispondi solo con questi fatti, poi riprendi l\'intervista: ' +
      `${b.name} ${b.annualPrice} € al mese con fatturazione annuale (${b.annualTotal} € l'anno) o ${b.monthlyPrice} € al mese con pagamento mensile; ` +
      `${p.name} ${p.annualPrice} € al mese annuale (${p.annualTotal} € l'anno) o ${p.monthlyPrice} € al mese mensile, con dominio personalizzato, statistiche avanzate e supporto prioritario; ` +
      `prima bozza entro ${SERVICE_TERMS.deliveryHours} ore; fino a ${SERVICE_TERMS.freeModifications} modifiche gratuite entro ${SERVICE_TERMS.freeModificationsWindowDays} giorni, poi ${SERVICE_TERMS.extraModificationPrice} € l'una; ` +
      `garanzia di ${SERVICE_TERMS.guaranteeDays} giorni; disdetta in qualsiasi momento, con effetto alla fine del periodo pagato. Non inventare altro.`,
    'Per argomenti estranei rispondi con garbo che ti occupi solo della landing page e torna alla domanda.',
    'Quando hai raccolto tutto, invita a premere il pulsante «Ho finito - Procedi con la creazione».',
  ].join('\n');
}

function guidance(state: InterviewState, reference: string, ready: boolean): string {
  const s = normalizeState(state);
  const known = JSON.stringify(s.facts);
  const style = s.selectedStyle ? ` Stile scelto dal cliente: «${STYLE_LABELS[s.selectedStyle].name}».` : '';
  return [
    `Informazioni raccolte finora (JSON): ${known}.${style}`,
    ready ? 'L\'intervista è completa.' : `Prossimo argomento: ${s.topic}.`,
    `Risposta di riferimento (riformulala in modo naturale mantenendo la stessa domanda e le stesse informazioni): ${reference}`,
  ].join('\n');
}

function historyMessages(history: readonly ChatMessage[]): CompletionMessage[] {
  return history.map((m) => ({ role: m.role, content: m.content }));
}

export function createLlmInterviewer(options: LlmInterviewerOptions): Interviewer {
  const fallback = options.fallback ?? deterministicInterviewer;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? LLM_TIMEOUT_MS;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const report = options.onFallback ?? ((reason, error) => console.warn(`Interviewer LLM: ${reason}`, error ?? ''));

  async function complete(messages: CompletionMessage[], extra: Record<string, unknown> = {}): Promise<string> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`timeout dopo ${timeoutMs} ms`)), timeoutMs);
    try {
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({ model: options.model, messages, temperature: 0.5, max_tokens: 500, ...extra }),
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`risposta ${response.status}`);
      const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') throw new Error('risposta senza testo');
      return content.trim();
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    start: (plan) => fallback.start(plan),

    async turn(state, userText, turnOptions, history) {
      const reference = await fallback.turn(state, userText, turnOptions, history);
      try {
        const text = await complete([
          { role: 'system', content: systemPrompt(reference.state.plan) },
          ...historyMessages(history),
          { role: 'user', content: userText },
          { role: 'system', content: guidance(reference.state, reference.message, reference.readyToComplete) },
        ]);
        if (text.length > 2000) throw new Error('risposta troppo lunga');
        return { ...reference, message: text };
      } catch (error) {
        report('risposta deterministica per questo turno', error);
        return reference;
      }
    },

    async brief(state: InterviewState, selectedStyle: StyleId | null, history: readonly ChatMessage[]): Promise<Brief> {
      const reference = await fallback.brief(state, selectedStyle, history);
      try {
        const text = await complete(
          [
            {
              role: 'system',
              content:
                'Estrai dalla conversazione il brief per il team come un solo oggetto JSON con esattamente queste chiavi: ' +
                'plan_type, business_name, activity, city, target_customers, services (array di {name, price}), strengths, tone, style, ' +
                'colors (array di stringhe), contacts ({email, phone, address, whatsapp, social: array}), domain_wish, notes. ' +
                'Usa null per ciò che non è stato detto. Solo JSON, senza testo intorno.',
            },
            { role: 'user', content: history.filter((m) => !m.hidden).map((m) => `${m.role === 'user' ? 'Cliente' : 'Assistente'}: ${m.content}`).join('\n') },
          ],
          { response_format: { type: 'json_object' }, temperature: 0 },
        );
        const parsed = parseBrief(JSON.parse(text.replace(/^```(?:json)?\s*|\s*```$/g, '')));
        if (!parsed) throw new Error('brief non conforme allo schema');
        return mergeBriefs(reference, parsed);
      } catch (error) {
        report('brief deterministico', error);
        return reference;
      }
    },
  };
}

/** The model's values where it found something, the deterministic ones elsewhere; plan and style are ours. */
export function mergeBriefs(reference: Brief, model: Brief): Brief {
  const pick = <T>(ours: T, theirs: T): T => (theirs === null || (Array.isArray(theirs) && theirs.length === 0) ? ours : theirs);
  return {
    plan_type: reference.plan_type,
    business_name: pick(reference.business_name, model.business_name),
    activity: pick(reference.activity, model.activity),
    city: pick(reference.city, model.city),
    target_customers: pick(reference.target_customers, model.target_customers),
    services: pick(reference.services, model.services),
    strengths: pick(reference.strengths, model.strengths),
    tone: pick(reference.tone, model.tone),
    style: reference.style,
    colors: pick(reference.colors, model.colors),
    contacts: {
      email: pick(reference.contacts.email, model.contacts.email),
      phone: pick(reference.contacts.phone, model.contacts.phone),
      address: pick(reference.contacts.address, model.contacts.address),
      whatsapp: pick(reference.contacts.whatsapp, model.contacts.whatsapp),
      social: pick(reference.contacts.social, model.contacts.social),
    },
    domain_wish: reference.plan_type === 'pro' ? pick(reference.domain_wish, model.domain_wish) : null,
    notes: pick(reference.notes, model.notes),
  };
}
