/**
 * The summary («Riepilogo») the customer sees beside the chat: the interviewer's draft, in which the
 * customer's corrections (kept in the interview state) win over inference, and what the customer did with
 * it (edited fields, fields confirmed as shown).
 */
import type { Brief, BriefPatch, BriefReview } from '../../api';
import { cleanPatch, filledFields, invalidContact } from '../../brief/patch';
import { briefSocial } from '../../brief/social';
import { storableJson } from '../../storable-text';
import { applyBriefPatch, type InterviewState } from '../../interviewer';
import { problems } from '../../problems';
import { MESSAGES } from '../messages';
import type { StoredQuestionnaire } from '../store';
import type { BackendContext } from './context';

type BriefSource = Pick<StoredQuestionnaire, 'interview' | 'selected_style' | 'messages'>;

/**
 * The brief as drafted so far (the customer's corrections applied last), as it is shown and stored: no
 * invisible control in any text (messages kept before they were cleaned at the door, a language model's
 * output) and no social value with a scheme a link must not have (`briefSocial`).
 */
export async function briefOf(ctx: BackendContext, q: BriefSource): Promise<Brief> {
  const brief = storableJson(structuredClone(await ctx.interviewer.brief(q.interview, q.selected_style, q.messages)));
  const social = brief.contacts.social.map(briefSocial).filter((value): value is string => value !== null);
  return { ...brief, contacts: { ...brief.contacts, social: [...new Set(social)] } };
}

export function reviewOf(q: Pick<StoredQuestionnaire, 'brief' | 'brief_confirmation'>, draft?: Brief): BriefReview {
  return {
    edited_fields: (draft ?? q.brief)?.edited_fields ?? [],
    confirmed_fields: q.brief_confirmation?.confirmed_fields ?? [],
    confirmed_at: q.brief_confirmation?.confirmed_at ?? null,
  };
}

/** The interview state with the customer's correction recorded; 400 naming the field when a contact is implausible. */
export function correctedInterview(q: StoredQuestionnaire, patch: BriefPatch): InterviewState {
  if (q.status === 'completed') throw problems.conflict(MESSAGES.questionnaireAlreadyCompleted);
  const clean = cleanPatch(patch);
  const invalid = invalidContact(clean);
  if (invalid) throw problems.badRequest(MESSAGES.invalidContact[invalid], invalid);
  return applyBriefPatch(q.interview, clean);
}

/** On confirmation: every field shown with a value that the customer left as the assistant wrote it. */
export function confirmationOf(brief: Brief, at: string): NonNullable<StoredQuestionnaire['brief_confirmation']> {
  const edited = new Set(brief.edited_fields ?? []);
  return { confirmed_at: at, confirmed_fields: filledFields(brief).filter((f) => !edited.has(f)) };
}
