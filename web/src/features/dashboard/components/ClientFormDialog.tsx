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
    }
  }

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
            onChange={(event) => setQuestionnaireId(event.target.value)}
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
