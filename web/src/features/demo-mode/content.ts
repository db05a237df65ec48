/** Italian copy of the demo-mode control (shown only in the browser-only demo build). */
export const DEMO_CONTROLS_TEXT = {
  regionLabel: 'Modalità demo',
  toggle: 'Demo',
  toggleHint: 'Apri le opzioni della demo',
  title: 'Stai usando la demo',
  body: 'Qui non c’è nessun server: i dati di esempio vivono solo in questo browser e le modifiche restano dopo un ricaricamento.',
  reset: 'Ripristina i dati di esempio',
  resetting: 'Ripristino...',
  done: 'Dati di esempio ripristinati.',
  failed: 'Non è stato possibile ripristinare i dati. Riprova.',
  close: 'Chiudi',
} as const;
