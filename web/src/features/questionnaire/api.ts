/**
 * The questionnaire's API calls (SPEC 7), typed from the contract through the one API client. Each
 * returns the data or throws an ApiError (web/src/lib/api-call.ts).
 */
import type { BriefPatch, PlanType, StyleId } from '@core/api';
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

/** `confirmed`: the customer reviewed and confirmed the summary first. */
export function completeQuestionnaire(sessionId: string, confirmed: boolean) {
  return call(() =>
    api.POST('/questionnaire/complete/{session_id}', {
      params: { path: { session_id: sessionId } },
      ...(confirmed ? { body: { confirmed: true } } : {}),
    }),
  );
}

/** The customer's correction of summary fields; answers the updated draft. */
export function correctBrief(sessionId: string, patch: BriefPatch) {
  return call(() =>
    api.PATCH('/questionnaire/brief/{session_id}', { params: { path: { session_id: sessionId } }, body: patch }),
  );
}

/** The plan's external payment link from the runtime settings (GET /api/); null when none or on failure. */
export async function fetchPaymentLink(plan: PlanType): Promise<string | null> {
  try {
    const info = await call(() => api.GET('/'));
    return info.settings.payment_links[plan] ?? null;
  } catch (error) {
    console.warn('Impostazioni di pagamento non disponibili', error);
    return null;
  }
}
