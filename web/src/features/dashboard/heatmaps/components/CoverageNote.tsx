import type { Heatmap } from '@core/api';
import { HEATMAP_COPY as copy } from '../content';
import styles from './CoverageNote.module.css';

/**
 * Which share of the clicks the map shows and why (the answer's `coverage`): «La mappa mostra 94 click su
 * 327 del sito: quelli su questa pagina da smartphone. Gli altri: 180 su altre pagine, 41 da computer su
 * questa pagina, 12 senza posizione...».
 */
export function CoverageNote({ heatmap }: { heatmap: Heatmap }) {
  const { coverage, device, total_clicks: shown } = heatmap;
  const otherDevices = coverage.by_device.filter((row) => row.device !== device && row.clicks > 0);
  const others = [
    coverage.site_clicks > coverage.page_clicks ? copy.otherPages(coverage.site_clicks - coverage.page_clicks) : null,
    otherDevices.length > 0
      ? copy.otherDevices(
          otherDevices.map((row) => copy.otherDevice(row.clicks, copy.coverageOnDevice[row.device])).join(', '),
        )
      : null,
    coverage.without_position > 0 ? copy.withoutPosition(coverage.without_position) : null,
  ].filter((part): part is string => part !== null);
  if (coverage.site_clicks === 0) return null;
  return (
    <p className={styles.note} data-testid="heatmap-coverage">
      {copy.coverage(shown, coverage.site_clicks, copy.coverageOnDevice[device])}
      {others.length > 0 && ` ${copy.coverageOthers} ${others.join('; ')}.`}
    </p>
  );
}
