/**
 * The questionnaire's API calls (SPEC 7), typed from the contract through the one API client. Each
 * returns the data or throws an ApiError (web/src/lib/api-call.ts).
 */
import type { Billing, BriefPatch, PlanType, Schemas, StyleId } from '@core/api';
import { call } from '../../lib/api-call';
import { api } from '../../lib/api-client';

export function startQuestionnaire(sessionId: string, plan: PlanType) {
  return call(() => api.POST('/questionnaire/start', { body: { session_id: sessionId, plan_type: plan } }));
}

export function sendChatMessage(sessionId: string, content: string, hidden?: { selectedStyle: StyleId }) {
  return call(() =>
    api.POST('/questionnaire/chat/{session_id}', {
      params: { path: { session_id: sessionId } },
      body: hidden
        ? { role: 'user', content, hidden: true, selected_style: hidden.selectedStyle }
        : { role: 'user', content },
    }),
  );
}

export interface CompletionDetails {
  /** The customer reviewed and confirmed the summary first. */
  confirmed: boolean;
  /** From the payment page's `billing` parameter, when the chat was opened with one. */
  billing?: Billing;
  invoice?: Schemas['InvoiceDetailsInput'];
}

/** Completes the questionnaire; the answer's `order_id` is the order the payment link pays. */
export function completeQuestionnaire(sessionId: string, { confirmed, billing, invoice }: CompletionDetails) {
  const body: Schemas['QuestionnaireCompleteRequest'] = {
    ...(confirmed ? { confirmed: true } : {}),
    ...(billing ? { billing } : {}),
    ...(invoice ? { invoice_details: invoice } : {}),
  };
  return call(() =>
    api.POST('/questionnaire/complete/{session_id}', {
      params: { path: { session_id: sessionId } },
      ...(Object.keys(body).length > 0 ? { body } : {}),
    }),
  );
}

/** The customer's correction of summary fields; answers the updated draft. */
export function correctBrief(sessionId: string, patch: BriefPatch) {
  return call(() =>
    api.PATCH('/questionnaire/brief/{session_id}', { params: { path: { session_id: sessionId } }, body: patch }),
  );
}

/**
 * The external payment link of the plan and billing from the runtime settings (GET /api/); the plan's
 * annual link when the backend gives none per billing; null when none or on failure.
 */
export async function fetchPaymentLink(plan: PlanType, billing: Billing): Promise<string | null> {
  try {
    const { settings } = await call(() => api.GET('/'));
    return settings.payment_links_by_billing?.[plan]?.[billing] ?? settings.payment_links[plan] ?? null;
  } catch (error) {
    console.warn('Impostazioni di pagamento non disponibili', error);
    return null;
  }
}
