import type { Device } from '../../../../../core/api';

/** Italian copy of the heatmap panel. */
export const HEATMAP_COPY = {
  title: 'Mappe di calore',
  dialogTitle: (site: string) => `Mappe di calore di ${site}`,
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
  previewUnavailable: 'Anteprima non disponibile: la pagina non è sul dominio del cliente.',
  tableCaption: 'Zone con più click',
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

/** Width the page preview is rendered at, per device bucket (then scaled to fit). */
export const PREVIEW_WIDTH: Record<Device, number> = { phone: 390, tablet: 820, desktop: 1280 };
