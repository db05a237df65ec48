import { useId, useState, type FormEvent } from 'react';
import type { Client, PlanType, QuestionnaireSummary } from '@core/api';
import { PLANS, PLAN_IDS } from '@core/plans';
import { CLIENT_FORM, COMMON, QUESTIONNAIRES } from '../content';
import { displayDomain, parseDomainInput } from '../domain';
import { TrackerSnippet } from '../heatmaps/TrackerSnippet';
import { Dialog } from './Dialog';
import dialogStyles from './Dialog.module.css';
import ui from './ui.module.css';

export interface ClientFields {
  domain: string | null;
  questionnaire_id: string | null;
  plan: PlanType;
}

interface ClientFormDialogProps {
  open: boolean;
  /** The client being edited; null when creating a new access. */
  client: Client | null;
  questionnaires: QuestionnaireSummary[];
  /** Every client, to warn when the chosen questionnaire already has one. */
  clients?: readonly Client[];
  busy: boolean;
  /** A server refusal to show under the domain field (e.g. a 400 on `domain`). */
  serverError?: string | null;
  onSubmit: (fields: ClientFields) => void;
  onClose: () => void;
}

/** Creates an access (domain optional) or edits a client's domain, linked questionnaire and plan. */
export function ClientFormDialog({
  open,
  client,
  questionnaires,
  clients = [],
  busy,
  serverError,
  onSubmit,
  onClose,
}: ClientFormDialogProps) {
  const id = useId();
  const [domain, setDomain] = useState(displayDomain(client?.domain ?? ''));
  const [questionnaireId, setQuestionnaireId] = useState(client?.questionnaire_id ?? '');
  const [plan, setPlan] = useState<PlanType>(client?.plan ?? 'basic');
  const [domainInvalid, setDomainInvalid] = useState(false);
  const [prefilled, setPrefilled] = useState(false);

  // Each opening starts from the client's saved values (or empty for a new access): the fields are reset
  // while rendering when the dialog opens or shows another client, React's pattern for state that follows props.
  const [shown, setShown] = useState({ open, client });
  if (shown.open !== open || shown.client !== client) {
    setShown({ open, client });
    if (open) {
      setDomain(displayDomain(client?.domain ?? ''));
      setQuestionnaireId(client?.questionnaire_id ?? '');
      setPlan(client?.plan ?? 'basic');
      setDomainInvalid(false);
      setPrefilled(false);
    }
  }

  /** A new access made from a questionnaire takes its plan and, when it is a domain name, its domain wish. */
  function chooseQuestionnaire(value: string) {
    setQuestionnaireId(value);
    const chosen = questionnaires.find((q) => q.questionnaire_id === value);
    if (client !== null || !chosen) return;
    setPlan(chosen.plan_type);
    const wish = chosen.domain_wish ? parseDomainInput(chosen.domain_wish) : null;
    if (wish?.ok && wish.domain) {
      setDomain(displayDomain(wish.domain));
      setDomainInvalid(false);
    }
    setPrefilled(true);
  }

  const chosen = questionnaires.find((q) => q.questionnaire_id === questionnaireId);
  // The wish is only spelt out when it is not already the domain field's value (free text, or another domain).
  const parsedWish = chosen?.domain_wish ? parseDomainInput(chosen.domain_wish) : null;
  const wishIsDomain = Boolean(parsedWish?.ok && parsedWish.domain && displayDomain(parsedWish.domain) === domain);
  const otherClients = questionnaireId
    ? clients.filter((c) => c.questionnaire_id === questionnaireId && c.client_id !== client?.client_id)
    : [];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseDomainInput(domain);
    if (!parsed.ok) {
      setDomainInvalid(true);
      return;
    }
    onSubmit({ domain: parsed.domain, questionnaire_id: questionnaireId || null, plan });
  }

  const domainError = domainInvalid ? CLIENT_FORM.domainInvalid : (serverError ?? null);
  const creating = client === null;

  return (
    <Dialog
      open={open}
      title={creating ? CLIENT_FORM.createTitle : CLIENT_FORM.editTitle(client.client_id)}
      onClose={onClose}
    >
      <form className={dialogStyles.form} onSubmit={submit} noValidate>
        {creating && <p className={dialogStyles.text}>{CLIENT_FORM.createIntro}</p>}
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-domain`}>
            {CLIENT_FORM.domain}
          </label>
          <input
            id={`${id}-domain`}
            className={ui.input}
            name="domain"
            inputMode="url"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            placeholder="pizzeriadagennaro.it"
            value={domain}
            onChange={(event) => {
              setDomain(event.target.value);
              setDomainInvalid(false);
            }}
            aria-invalid={domainError ? true : undefined}
            aria-describedby={`${id}-domain-hint${domainError ? ` ${id}-domain-error` : ''}`}
          />
          <p id={`${id}-domain-hint`} className={ui.hint}>
            {CLIENT_FORM.domainHint}
          </p>
          {domainError && (
            <p id={`${id}-domain-error`} className={ui.fieldError} role="alert">
              {domainError}
            </p>
          )}
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-plan`}>
            {CLIENT_FORM.plan}
          </label>
          <select
            id={`${id}-plan`}
            className={ui.input}
            name="plan"
            value={plan}
            onChange={(event) => setPlan(event.target.value as PlanType)}
          >
            {PLAN_IDS.map((planId) => (
              <option key={planId} value={planId}>
                {PLANS[planId].name}
              </option>
            ))}
          </select>
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-questionnaire`}>
            {CLIENT_FORM.questionnaire}
          </label>
          <select
            id={`${id}-questionnaire`}
            className={ui.input}
            name="questionnaire_id"
            value={questionnaireId}
            onChange={(event) => chooseQuestionnaire(event.target.value)}
            aria-describedby={otherClients.length > 0 ? `${id}-linked` : undefined}
          >
            <option value="">{CLIENT_FORM.noQuestionnaire}</option>
            {questionnaires.map((questionnaire) => (
              <option key={questionnaire.questionnaire_id} value={questionnaire.questionnaire_id}>
                {(questionnaire.business_name || QUESTIONNAIRES.unnamed) + ` · ${questionnaire.questionnaire_id}`}
              </option>
            ))}
            {questionnaireId && !questionnaires.some((q) => q.questionnaire_id === questionnaireId) && (
              <option value={questionnaireId}>{questionnaireId}</option>
            )}
          </select>
          {prefilled && chosen && <p className={ui.hint}>{CLIENT_FORM.prefilled}</p>}
          {chosen?.domain_wish && !wishIsDomain && (
            <p className={ui.hint}>{CLIENT_FORM.domainWish(chosen.domain_wish)}</p>
          )}
          {otherClients.length > 0 && (
            <p id={`${id}-linked`} className={ui.warning} role="status">
              {CLIENT_FORM.alreadyLinked(otherClients.map((c) => c.client_id))}
            </p>
          )}
        </div>
        {client?.domain && <TrackerSnippet domain={client.domain} />}
        <div className={dialogStyles.footer}>
          <button type="button" className={ui.secondary} onClick={onClose}>
            {COMMON.cancel}
          </button>
          <button type="submit" className={ui.primary} disabled={busy}>
            {creating ? (busy ? CLIENT_FORM.creating : CLIENT_FORM.createSubmit) : busy ? COMMON.saving : COMMON.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
