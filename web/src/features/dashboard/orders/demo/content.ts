/**
 * Copy of the demo's stand-in for Stripe's webhook, in an order's detail. Demo build only: nothing here
 * reaches the production bundle (mock/production-bundle.test.ts looks for «Simula pagamento»).
 */
export const SIMULATE_PAYMENT_TEXT = {
  button: 'Simula pagamento',
  busy: 'Pagamento in corso...',
  hint: 'Solo nella demo: invia l’evento firmato che Stripe manderebbe a pagamento riuscito.',
  done: 'Pagamento simulato: Stripe ha confermato l’ordine.',
  failed: 'La simulazione del pagamento non è riuscita. Riprova.',
} as const;
