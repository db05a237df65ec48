import type { ReactNode } from 'react';
import { logOnly } from './log-only';

export interface DemoButtonProps {
  /** The visible text; also what the console logs unless `logLabel` says otherwise. */
  label: string;
  className?: string;
  /** Accessible name when the text alone is ambiguous ('Prenota' -> 'Prenota Massaggio relax'). */
  ariaLabel?: string;
  logLabel?: string;
  /** Content drawn instead of the plain label (an arrow, a visually hidden suffix). */
  children?: ReactNode;
}

/** A button of a demo page: it does nothing but log (the demo sells a look, not a service). */
export function DemoButton({ label, className, ariaLabel, logLabel, children }: DemoButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={ariaLabel}
      onClick={logOnly(logLabel ?? ariaLabel ?? label)}
    >
      {children ?? label}
    </button>
  );
}
