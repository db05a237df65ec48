import type { Schemas } from '@core/api';
import { ACCESS_DIALOG, COMMON } from '../content';
import { CopyField } from './CopyField';
import { Dialog } from './Dialog';
import dialogStyles from './Dialog.module.css';
import ui from './ui.module.css';

interface AccessTokenDialogProps {
  access: Schemas['ClientAccess'] | null;
  /** 'created' after 'Crea Nuovo Accesso Cliente', 'rotated' after a new token. */
  kind: 'created' | 'rotated';
  onClose: () => void;
}

/**
 * Shows a new access once: 'Nuovo accesso cliente creato!' with Client ID and Access Token (SPEC 7),
 * each with a copy button. The token is never shown again.
 */
export function AccessTokenDialog({ access, kind, onClose }: AccessTokenDialogProps) {
  return (
    <Dialog
      open={access !== null}
      title={kind === 'created' ? ACCESS_DIALOG.created : ACCESS_DIALOG.rotated}
      onClose={onClose}
      role="alertdialog"
    >
      {access && (
        <>
          <CopyField label={ACCESS_DIALOG.clientId} value={access.client_id} />
          <CopyField label={ACCESS_DIALOG.token} value={access.access_token} copyLabel={ACCESS_DIALOG.copyToken} />
          <p className={dialogStyles.text}>{ACCESS_DIALOG.onceNote}</p>
          <div className={dialogStyles.footer}>
            <button type="button" className={ui.primary} onClick={onClose}>
              {COMMON.close}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
