/**
 * The summary («Riepilogo») the customer sees beside the chat: the interviewer's draft with the
 * customer's corrections applied, and what the customer did with it (edited fields, confirmed fields).
 */
import type { Brief, BriefDraft, BriefPatch, BriefReview } from '../../api';
import { applyPatch, cleanPatch, fieldsOf, filledFields, invalidContact, mergePatches } from '../../brief/patch';
import { problems } from '../../problems';
import { MESSAGES } from '../messages';
import type { StoredQuestionnaire } from '../store';
import type { BackendContext } from './context';

type BriefSource = Pick<StoredQuestionnaire, 'interview' | 'selected_style' | 'messages' | 'brief_overrides'>;

/** The interviewer's brief for this conversation with the customer's corrections over it. */
export async function briefOf(ctx: BackendContext, q: BriefSource): Promise<Brief> {
  const inferred = await ctx.interviewer.brief(q.interview, q.selected_style, q.messages);
  return applyPatch(inferred, q.brief_overrides);
}

export async function draftOf(ctx: BackendContext, q: BriefSource): Promise<BriefDraft> {
  return { brief: await briefOf(ctx, q), edited_fields: fieldsOf(q.brief_overrides) };
}

export function reviewOf(q: Pick<StoredQuestionnaire, 'brief_overrides' | 'brief_confirmation'>): BriefReview {
  return {
    edited_fields: fieldsOf(q.brief_overrides),
    confirmed_fields: q.brief_confirmation?.confirmed_fields ?? [],
    confirmed_at: q.brief_confirmation?.confirmed_at ?? null,
  };
}

/** The customer's new correction folded into the earlier ones; 400 naming the field when a contact is implausible. */
export function correctedOverrides(q: StoredQuestionnaire, patch: BriefPatch): BriefPatch {
  if (q.status === 'completed') throw problems.conflict(MESSAGES.questionnaireAlreadyCompleted);
  const clean = cleanPatch(patch);
  const invalid = invalidContact(clean);
  if (invalid) throw problems.badRequest(MESSAGES.invalidContact[invalid], invalid);
  return mergePatches(q.brief_overrides, clean);
}

/** On confirmation: every field shown with a value that the customer left as the assistant wrote it. */
export function confirmationOf(q: StoredQuestionnaire, brief: Brief, at: string): NonNullable<StoredQuestionnaire['brief_confirmation']> {
  const edited = new Set(fieldsOf(q.brief_overrides));
  return { confirmed_at: at, confirmed_fields: filledFields(brief).filter((f) => !edited.has(f)) };
}
