import type { OrderStatus } from '@core/api';
import ui from '../components/ui.module.css';
import { LATE_BADGE, ORDER_STATUS_LABELS, STATUS_TONE } from './content';

const TONE_CLASS = {
  info: ui.badgeInfo,
  ok: ui.badgeOk,
  warn: ui.badgeWarn,
  danger: ui.badgeDanger,
  off: ui.badgeOff,
} as const;

/** The order's state in Italian, and «In ritardo» when the API says the first draft is overdue. */
export function OrderStatusBadge({ status, late = false }: { status: OrderStatus; late?: boolean }) {
  return (
    <span className={ui.badgeRow}>
      <span className={TONE_CLASS[STATUS_TONE[status]]}>{ORDER_STATUS_LABELS[status]}</span>
      {late && <span className={ui.badgeLate}>{LATE_BADGE}</span>}
    </span>
  );
}
