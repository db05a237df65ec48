import type { FormEvent } from 'react';

/**
 * Demo pages sell a look, not a service: their buttons (other than the floating one) do nothing but log.
 * `onClick={logOnly('Prenota consulenza')}` logs `[demo] Prenota consulenza` on the console.
 */
export function logOnly(label: string): () => void {
  return () => {
    console.info(`[demo] ${label}`);
  };
}

/**
 * The same for demo forms: prevents the page from submitting (no request, no reload) and logs the label.
 * `<form onSubmit={logOnlySubmit('Modulo contatti')}>`.
 */
export function logOnlySubmit(label: string): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    event.preventDefault();
    console.info(`[demo] ${label}`);
  };
}
