import { useLayoutEffect, useRef, useState } from 'react';
import type { Heatmap } from '@core/api';
import { PREVIEW_VIEWPORT_HEIGHT, PREVIEW_WIDTH } from '@core/backend/preview-port';
import { HEATMAP_COPY as copy } from '../content';
import { heatColour } from '../heat-colour';
import type { PreviewState } from '../use-preview';
import { guardPreview, PagePreview } from './PagePreview';
import styles from './ClickHeatmap.module.css';

/** Tallest stretch of page drawn (the server's screenshots stop there too). */
export const MAX_DRAW_HEIGHT = 12_000;
/** Tallest the stage gets on screen; the rest of the page scrolls inside it. */
const MAX_STAGE_HEIGHT = 680;

/**
 * Scale that fits a page `width` CSS px wide into the stage: stage width / device width (at most 1), kept
 * up to date with a ResizeObserver, so spots and page stay aligned when the panel is resized.
 */
function useFitScale(width: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = (available: number) => available > 0 && setScale(Math.min(1, available / width));
    fit(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && fit(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { ref, scale };
}

/**
 * The click heatmap drawn over the page it measures, at the device's width and scaled to the panel: the
 * live page or a screenshot when there is one (PagePreview), the bare grid otherwise. Each grid cell becomes
 * a blurred spot coloured by its share of the busiest cell.
 */
export function ClickHeatmap({
  heatmap,
  preview: answer,
  domain,
}: {
  heatmap: Heatmap;
  preview: PreviewState;
  domain: string | null;
}) {
  const preview: PreviewState =
    answer.status === 'ready' ? { status: 'ready', preview: guardPreview(answer.preview, domain) } : answer;
  const ready = preview.status === 'ready' ? preview.preview : null;
  const width = ready?.width ?? PREVIEW_WIDTH[heatmap.device];
  const pageHeight = ready?.page_height ?? heatmap.page_height;
  const height = Math.min(MAX_DRAW_HEIGHT, Math.max(pageHeight, heatmap.page_height, Math.round(width * 0.75)));
  const { ref, scale } = useFitScale(width);
  const columnWidth = width / heatmap.grid.columns;
  const rowHeight = heatmap.grid.row_height_px;
  const radius = Math.max(columnWidth, rowHeight) * 0.9;
  const cells = [...heatmap.cells].sort((a, b) => a.count - b.count);
  const showsPage = ready !== null && ready.mode !== 'unavailable';

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        {copy.clicksSummary(heatmap.total_clicks, heatmap.cells.length)}
      </figcaption>
      <PagePreview.Notice preview={preview} />
      <div
        ref={ref}
        className={styles.stage}
        data-page={showsPage ? 'shown' : 'grid'}
        data-testid="heatmap-stage"
        // It scrolls when the page is taller than the stage: reachable by keyboard, and named.
        tabIndex={0}
        role="region"
        aria-label={copy.stageLabel}
        style={{ height: Math.min(height * scale, MAX_STAGE_HEIGHT) }}
      >
        {/* A transform does not shrink the box it draws: this one is the scaled size, so the stage scrolls
            over the page as drawn and not over its unscaled height (an empty grid below it). */}
        <div className={styles.fit} style={{ width: width * scale, height: height * scale }}>
          <div
            className={styles.canvas}
            data-testid="heatmap-canvas"
            data-scale={scale}
            style={{ width, height, transform: `scale(${scale})` }}
          >
            {ready && (
              <PagePreview
                preview={ready}
                domain={domain}
                height={height}
                viewportHeight={PREVIEW_VIEWPORT_HEIGHT[heatmap.device]}
              />
            )}
            <svg
              className={styles.overlay}
              viewBox={`0 0 ${width} ${height}`}
              width={width}
              height={height}
              aria-hidden="true"
              data-testid="heatmap-overlay"
            >
              <defs>
                <filter id="heat-blur" x="-50%" y="-50%" width="200%" height="200%">
                  <feGaussianBlur stdDeviation={radius / 3} />
                </filter>
              </defs>
              {/* Over a real page, a light veil: the spots stand out on dark and light sections alike. */}
              {showsPage && <rect className={styles.veil} x={0} y={0} width={width} height={height} />}
              <g filter="url(#heat-blur)">
                {cells.map((cell) => {
                  const intensity = heatmap.max_count > 0 ? cell.count / heatmap.max_count : 0;
                  return (
                    <circle
                      key={`${cell.column}:${cell.row}`}
                      data-count={cell.count}
                      cx={(cell.column + 0.5) * columnWidth}
                      cy={(cell.row + 0.5) * rowHeight}
                      r={radius}
                      fill={heatColour(intensity)}
                      fillOpacity={0.35 + 0.5 * intensity}
                    />
                  );
                })}
              </g>
            </svg>
          </div>
        </div>
      </div>
      {/* The busiest zones named by the element clicked most in each (the answer's `zones`). Fixed layout
          and wrapping names: a table is never narrower than its content, so long element texts would
          otherwise widen the page on a phone. */}
      <div className={styles.zones}>
        <table className={styles.zonesTable}>
          <caption className={styles.zonesCaption}>{copy.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.zoneElement}</th>
              <th scope="col">{copy.zonePlace}</th>
              <th scope="col">{copy.zoneClicks}</th>
            </tr>
          </thead>
          <tbody>
            {heatmap.zones.map((zone) => (
              <tr key={`${zone.column}:${zone.row}`}>
                <th scope="row">
                  {zone.element_text ?? copy.zoneNoText}
                  <span className={styles.zoneShare}>{copy.zoneElementShare(zone.element_clicks, zone.count)}</span>
                </th>
                <td>
                  {copy.zonePlaceShort(
                    zone.column,
                    heatmap.grid.columns,
                    zone.row * rowHeight,
                    (zone.row + 1) * rowHeight,
                  )}
                </td>
                <td>{zone.count.toLocaleString('it-IT')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
