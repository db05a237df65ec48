import { useCallback, useState } from 'react';
import type { Client, Schemas } from '@core/api';
import { ApiError, isUnauthorized } from '../../../lib/api-call';
import { createClientAccess } from '../api/create-client-access';
import { rotateClientToken } from '../api/rotate-client-token';
import { updateClient } from '../api/update-client';
import type { ClientFields } from '../components/ClientFormDialog';
import { ERRORS } from '../content';

type Confirmation = { kind: 'disable' | 'rotate'; client: Client } | null;
type ShownAccess = { kind: 'created' | 'rotated'; access: Schemas['ClientAccess'] } | null;

interface Options {
  reload: () => void;
  /** Puts a message in the red banner (null clears it). */
  showError: (message: string | null) => void;
  onUnauthorized: () => void;
}

/** What to send on create: only the fields set, so a plain create is the SPEC's empty body. */
function createBody(fields: ClientFields): Schemas['ClientCreate'] {
  const body: Schemas['ClientCreate'] = {};
  if (fields.domain) body.domain = fields.domain;
  if (fields.questionnaire_id) body.questionnaire_id = fields.questionnaire_id;
  if (fields.plan !== 'basic') body.plan = fields.plan;
  return body;
}

/** What to send on edit: only what changed. */
function changes(client: Client, fields: ClientFields): Schemas['ClientUpdate'] {
  const body: Schemas['ClientUpdate'] = {};
  if (fields.domain !== client.domain) body.domain = fields.domain;
  if (fields.questionnaire_id !== client.questionnaire_id) body.questionnaire_id = fields.questionnaire_id;
  if (fields.plan !== client.plan) body.plan = fields.plan;
  return body;
}

/**
 * The client table's actions: create (then show the new access once and reload, SPEC 7), edit domain,
 * questionnaire and plan, disable or enable, rotate the token. Disabling and rotating are confirmed first.
 */
export function useClientManagement({ reload, showError, onUnauthorized }: Options) {
  const [form, setForm] = useState<{ open: boolean; client: Client | null }>({ open: false, client: null });
  const [formBusy, setFormBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const [shownAccess, setShownAccess] = useState<ShownAccess>(null);
  const [busyClientId, setBusyClientId] = useState<string | null>(null);

  const fail = useCallback(
    (error: unknown, message: string) => {
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      showError(message);
    },
    [onUnauthorized, showError],
  );

  const openCreate = useCallback(() => {
    setFormError(null);
    setForm({ open: true, client: null });
  }, []);
  const openEdit = useCallback((client: Client) => {
    setFormError(null);
    setForm({ open: true, client });
  }, []);
  const closeForm = useCallback(() => setForm((current) => ({ ...current, open: false })), []);

  async function submitForm(fields: ClientFields) {
    const editing = form.client;
    setFormBusy(true);
    setFormError(null);
    try {
      if (editing) {
        const body = changes(editing, fields);
        if (Object.keys(body).length > 0) await updateClient(editing.client_id, body);
      } else {
        const created = await createClientAccess(createBody(fields));
        setShownAccess({
          kind: 'created',
          access: { client_id: created.client_id, access_token: created.access_token },
        });
      }
      showError(null);
      setForm({ open: false, client: null });
      reload();
    } catch (error) {
      // A refused field stays in the form, next to the field; anything else goes to the banner.
      if (error instanceof ApiError && error.status === 400 && error.problem?.field) {
        setFormError(error.problem.detail ?? error.message);
      } else {
        setForm({ open: false, client: null });
        fail(error, editing ? ERRORS.updateClient : ERRORS.createClient);
      }
    } finally {
      setFormBusy(false);
    }
  }

  async function setActive(client: Client, isActive: boolean) {
    setBusyClientId(client.client_id);
    try {
      await updateClient(client.client_id, { is_active: isActive });
      showError(null);
      reload();
    } catch (error) {
      fail(error, ERRORS.updateClient);
    } finally {
      setBusyClientId(null);
    }
  }

  async function rotate(client: Client) {
    setBusyClientId(client.client_id);
    try {
      const access = await rotateClientToken(client.client_id);
      showError(null);
      setShownAccess({ kind: 'rotated', access });
    } catch (error) {
      fail(error, ERRORS.rotateToken);
    } finally {
      setBusyClientId(null);
    }
  }

  function toggleActive(client: Client) {
    if (client.is_active) setConfirmation({ kind: 'disable', client });
    else void setActive(client, true);
  }

  function confirm() {
    if (!confirmation) return;
    setConfirmation(null);
    if (confirmation.kind === 'disable') void setActive(confirmation.client, false);
    else void rotate(confirmation.client);
  }

  return {
    form,
    formBusy,
    formError,
    openCreate,
    openEdit,
    closeForm,
    submitForm,
    toggleActive,
    askRotate: (client: Client) => setConfirmation({ kind: 'rotate', client }),
    confirmation,
    confirm,
    cancelConfirm: () => setConfirmation(null),
    shownAccess,
    closeAccess: () => setShownAccess(null),
    busyClientId,
  };
}
