import { useEffect, useRef, useState } from 'react';
import type { Heatmap } from '../../../../../../core/api';
import { HEATMAP_COPY as copy, PREVIEW_WIDTH } from '../content';
import { heatColour } from '../heat-colour';
import styles from './ClickHeatmap.module.css';

/** Tallest stretch of page drawn; deeper clicks are rare and the panel scrolls anyway. */
const MAX_DRAW_HEIGHT = 6000;

/** Scale that fits a preview of `width` px into the element's current width. */
function useFitScale(width: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.5);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(Math.min(1, entry.contentRect.width / width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { ref, scale };
}

/**
 * The click heatmap drawn over a live preview of the page (an iframe at the device's width, scaled to fit).
 * Each grid cell becomes a blurred spot coloured by its share of the busiest cell. `previewUrl` is the page
 * as core's `framablePreviewUrl` allows it (the client's own https site), or null: then no page is framed.
 */
export function ClickHeatmap({ heatmap, previewUrl }: { heatmap: Heatmap; previewUrl: string | null }) {
  const width = PREVIEW_WIDTH[heatmap.device];
  const height = Math.min(MAX_DRAW_HEIGHT, Math.max(heatmap.page_height, Math.round(width * 0.75)));
  const { ref, scale } = useFitScale(width);
  const columnWidth = width / heatmap.grid.columns;
  const rowHeight = heatmap.grid.row_height_px;
  const radius = Math.max(columnWidth, rowHeight) * 0.9;
  const cells = [...heatmap.cells].sort((a, b) => a.count - b.count);
  const busiest = [...heatmap.cells].sort((a, b) => b.count - a.count).slice(0, 10);

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        {copy.clicksSummary(heatmap.total_clicks, heatmap.cells.length)}
        {previewUrl === null && ` ${copy.previewUnavailable}`}
      </figcaption>
      <div ref={ref} className={styles.stage} style={{ height: Math.min(height * scale, 640) }}>
        <div className={styles.canvas} style={{ width, height, transform: `scale(${scale})` }}>
          {previewUrl !== null && (
            <iframe
              className={styles.preview}
              src={previewUrl}
              title={copy.previewLabel}
              width={width}
              height={height}
              loading="lazy"
              tabIndex={-1}
              referrerPolicy="no-referrer"
              sandbox="allow-scripts allow-same-origin"
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
      <table className="visually-hidden">
        <caption>{copy.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">Zona</th>
            <th scope="col">Click</th>
          </tr>
        </thead>
        <tbody>
          {busiest.map((cell) => (
            <tr key={`${cell.column}:${cell.row}`}>
              <td>{copy.zone(cell.column, heatmap.grid.columns, cell.row * rowHeight, (cell.row + 1) * rowHeight)}</td>
              <td>{cell.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
