import type { DomainStatus } from '@core/hosting/domain-store';

/** Italian copy of the custom-domain panel (Pro). */
export const DOMAIN_COPY = {
  title: 'Dominio personalizzato',
  dialogTitle: (site: string) => `Dominio personalizzato di ${site}`,
  intro:
    'Imposta questi record presso il registrar del dominio, poi premi «Verifica ora». Controlliamo anche da soli ogni pochi minuti.',
  statusLabel: 'Stato',
  status: {
    pending: 'In attesa',
    verified: 'Verificato',
    active: 'Attivo',
    failed: 'Non riuscito',
  } satisfies Record<DomainStatus, string>,
  checkedAt: (when: string) => `Ultima verifica: ${when}`,
  neverChecked: 'Non ancora verificato',
  recordsTitle: 'Record DNS da impostare',
  recordName: (type: string) => `Nome del record ${type}`,
  recordValue: (type: string) => `Valore del record ${type}`,
  copyName: (type: string, name: string) => `Copia il nome del record ${type} ${name}`,
  copyValue: (type: string, name: string) => `Copia il valore del record ${type} ${name}`,
  check: 'Verifica ora',
  checking: 'Verifica in corso...',
  loading: 'Caricamento...',
  loadError: 'Errore nel caricamento del dominio',
  checkError: 'Non è stato possibile verificare il dominio. Riprova tra poco.',
  noDomain: 'Nessun dominio personalizzato impostato.',
  basicPlan: 'Il dominio personalizzato è incluso nel piano Pro.',
} as const;
