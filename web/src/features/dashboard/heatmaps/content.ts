import type { Device, HeatmapPreviewReason } from '@core/api';

/** Italian copy of the heatmap panel. */
export const HEATMAP_COPY = {
  title: 'Mappe di calore',
  dialogTitle: (site: string) => `Mappe di calore di ${site}`,
  snippetLabel: (site: string | null) => `Codice di monitoraggio da inserire nella pagina${site ? ` di ${site}` : ''}`,
  snippetCopy: 'Copia il codice di monitoraggio',
  openFor: 'Mappe di calore',
  intro: 'Dove cliccano i visitatori e fin dove scorrono la pagina.',
  pageLabel: 'Pagina',
  deviceLabel: 'Dispositivo',
  devices: { phone: 'Smartphone', tablet: 'Tablet', desktop: 'Desktop' } satisfies Record<Device, string>,
  clicksTitle: 'Mappa dei click',
  scrollTitle: 'Mappa di scorrimento',
  scrollExplain: 'Percentuale di visitatori che ha raggiunto ogni profondità della pagina.',
  scaleLow: 'Pochi click',
  scaleHigh: 'Molti click',
  loading: 'Caricamento...',
  error: 'Errore nel caricamento delle mappe di calore',
  noPages: 'Nessuna pagina con visite nel periodo selezionato.',
  noClicks: 'Nessun click registrato su questa pagina per questo dispositivo.',
  noScroll: 'Nessun dato di scorrimento per questa pagina.',
  previewLabel: 'Anteprima della pagina',
  previewLoading: 'Caricamento dell’anteprima della pagina...',
  previewUnavailable: 'Anteprima della pagina non disponibile.',
  previewError: 'Non è stato possibile chiedere l’anteprima al server.',
  previewSpotsStay: 'Le zone di click restano sulla griglia, alla loro posizione nella pagina.',
  previewSnapshot: (capturedAt: string | null) =>
    capturedAt
      ? `Istantanea della pagina del ${new Date(capturedAt).toLocaleString('it-IT', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' })}.`
      : 'Istantanea della pagina.',
  previewReasons: {
    frame_refused:
      'Il sito non si lascia mostrare dentro un’altra pagina, quindi vedi un’istantanea scattata dal server.',
    outside_domain: 'La pagina non è sul dominio del cliente.',
    no_domain: 'Il cliente non ha ancora un dominio.',
    screenshots_disabled:
      'Il sito non si lascia mostrare dentro un’altra pagina e il server non è configurato per scattarne un’istantanea (Chromium non impostato).',
    unreachable: 'Il sito non ha risposto in tempo o ha risposto con un errore.',
    capture_failed: 'Non è stato possibile scattare l’istantanea della pagina, o era troppo grande.',
    demo_sample_only: 'Nella demo l’anteprima c’è solo per i siti di esempio.',
    internal_address:
      'Il dominio del sito punta a un indirizzo interno o privato, non a un sito pubblico: il server non apre la pagina.',
    rate_limited: 'Sono state chieste troppe anteprime nuove in poco tempo: riprova tra qualche minuto.',
  } satisfies Record<HeatmapPreviewReason, string>,
  tableCaption: 'Zone con più click',
  stageLabel: 'Mappa dei click sulla pagina (scorrevole)',
  zoneElement: 'Elemento più cliccato',
  zonePlace: 'Posizione (larghezza · dall’alto)',
  zonePlaceShort: (column: number, columns: number, fromPx: number, toPx: number) =>
    `${Math.round((column / columns) * 100)}–${Math.round(((column + 1) / columns) * 100)}% · ${fromPx}–${toPx} px`,
  zoneClicks: 'Click',
  zoneNoText: 'Elemento senza testo',
  zoneElementShare: (clicks: number, total: number) =>
    clicks === total ? '' : ` (${clicks.toLocaleString('it-IT')} su ${total.toLocaleString('it-IT')})`,
  /** From the answer's `coverage`: which clicks the map shows and where the others are. */
  coverage: (shown: number, site: number, device: string) =>
    `La mappa mostra ${shown.toLocaleString('it-IT')} click su ${site.toLocaleString('it-IT')} del sito: quelli su questa pagina ${device}.`,
  coverageOnDevice: { phone: 'da smartphone', tablet: 'da tablet', desktop: 'da computer' } satisfies Record<
    Device,
    string
  >,
  coverageOthers: 'Gli altri:',
  otherPages: (n: number) => `${n.toLocaleString('it-IT')} su altre pagine`,
  otherDevices: (parts: string) => `${parts} su questa pagina`,
  otherDevice: (n: number, device: string) => `${n.toLocaleString('it-IT')} ${device}`,
  withoutPosition: (n: number) =>
    `${n.toLocaleString('it-IT')} senza posizione (per esempio un link aperto con la tastiera), che nessuna mappa può disegnare`,
  clicksSummary: (total: number, zones: number) =>
    `${total.toLocaleString('it-IT')} click registrati in ${zones.toLocaleString('it-IT')} zone della pagina.`,
  zone: (column: number, columns: number, fromPx: number, toPx: number) =>
    `${Math.round((column / columns) * 100)}–${Math.round(((column + 1) / columns) * 100)}% della larghezza, ${fromPx}–${toPx} px dall'alto`,
  depth: (percent: number) => `Fino al ${percent}% della pagina`,
  reached: (percent: number) => `${percent.toLocaleString('it-IT', { maximumFractionDigits: 1 })}% dei visitatori`,
  views: (views: number) => `${views.toLocaleString('it-IT')} visualizzazioni con dati di scorrimento`,
  upsellTitle: 'Mappe di calore con il piano Pro',
  upsellText:
    'Con Dominio Pro vedi dove cliccano i tuoi visitatori e fin dove leggono la pagina, su smartphone, tablet e desktop.',
  upsellPoints: [
    'Mappa dei click disegnata sulla tua pagina',
    'Mappa di scorrimento: chi arriva in fondo e chi si ferma prima',
    'Dominio personalizzato e supporto prioritario',
  ],
  upsellCta: 'Passa a Dominio Pro',
} as const;
