import { COMMON } from '../content';
import { Dialog } from './Dialog';
import dialogStyles from './Dialog.module.css';
import ui from './ui.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that locks a client out (disable, new token). */
export function ConfirmDialog({ open, title, message, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onCancel} role="alertdialog">
      <p className={dialogStyles.text}>{message}</p>
      <div className={dialogStyles.footer}>
        <button type="button" className={ui.secondary} onClick={onCancel}>
          {COMMON.cancel}
        </button>
        <button type="button" className={ui.dangerSolid} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
