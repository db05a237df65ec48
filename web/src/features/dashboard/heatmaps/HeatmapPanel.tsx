import { useId, useState } from 'react';
import type { Device, PlanType } from '@core/api';
import type { HeatmapScope } from './api/scope';
import { ClickHeatmap } from './components/ClickHeatmap';
import { CoverageNote } from './components/CoverageNote';
import { HeatLegend } from './components/HeatLegend';
import { ProUpsell } from './components/ProUpsell';
import { ScrollMap } from './components/ScrollMap';
import { HEATMAP_COPY as copy } from './content';
import styles from './HeatmapPanel.module.css';
import { useHeatmaps } from './use-heatmaps';
import { usePreview } from './use-preview';

export interface HeatmapPanelProps {
  scope: HeatmapScope;
  /** The client's plan: heatmaps are a Pro feature (the admin sees them for any client). */
  plan: PlanType;
  /** The client's domain: only its own pages are loaded in the heatmap's preview. */
  domain: string | null;
  /** Pages to choose from, most visited first (from the stats' most_visited_pages). */
  pages: readonly string[];
  /** The dashboard's applied date filters. */
  range?: { start_date?: string; end_date?: string };
}

const DEVICES: readonly Device[] = ['desktop', 'tablet', 'phone'];

/**
 * Click heatmap and scroll map of one page, with a page picker and a device picker. Until the viewer picks a
 * device, the map opens on the page's busiest device (the answer's `busiest_device`, learnt from the first
 * answer for that page and range; desktop is asked first), so an owner whose visitors are on phones sees
 * their clicks and not an empty desktop map.
 */
export function HeatmapPanel({ scope, plan, domain, pages, range }: HeatmapPanelProps) {
  const headingId = useId();
  const pageId = useId();
  const deviceId = useId();
  const [chosenPage, setChosenPage] = useState<string | null>(null);
  const [chosenDevice, setChosenDevice] = useState<Device | null>(null);
  // The busiest device of each page and range seen so far (key: page and range).
  const [busiest, setBusiest] = useState<Readonly<Record<string, Device>>>({});
  const locked = scope.role === 'client' && plan !== 'pro';
  const page = chosenPage && pages.includes(chosenPage) ? chosenPage : (pages[0] ?? null);
  const busiestKey = JSON.stringify([page, range?.start_date ?? null, range?.end_date ?? null]);
  const device: Device = chosenDevice ?? busiest[busiestKey] ?? 'desktop';
  const state = useHeatmaps(scope, locked || !page ? null : { page_url: page, device, ...range });
  if (state.status === 'ready' && chosenDevice === null && busiest[busiestKey] === undefined) {
    // Learnt while rendering (React's "state from the previous render" pattern): no effect, no flash.
    setBusiest({ ...busiest, [busiestKey]: state.heatmap.busiest_device ?? 'desktop' });
  }
  const preview = usePreview(scope, locked || !page ? null : { page_url: page, device });
  const forbidden = state.status === 'error' && state.httpStatus === 403 && scope.role === 'client';

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="heatmap-panel">
      <header className={styles.header}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {copy.title}
          </h2>
          <p className={styles.intro}>{copy.intro}</p>
        </div>
        {!locked && pages.length > 0 && (
          <div className={styles.pickers}>
            <label className={styles.picker} htmlFor={pageId}>
              <span>{copy.pageLabel}</span>
              <select id={pageId} value={page ?? ''} onChange={(event) => setChosenPage(event.target.value)}>
                {pages.map((url) => (
                  <option key={url} value={url}>
                    {url}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.picker} htmlFor={deviceId}>
              <span>{copy.deviceLabel}</span>
              <select id={deviceId} value={device} onChange={(event) => setChosenDevice(event.target.value as Device)}>
                {DEVICES.map((value) => (
                  <option key={value} value={value}>
                    {copy.devices[value]}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
      </header>

      {locked || forbidden ? (
        <ProUpsell />
      ) : pages.length === 0 ? (
        <p className={styles.empty}>{copy.noPages}</p>
      ) : state.status === 'error' ? (
        <p className={styles.error} role="alert">
          {copy.error}
        </p>
      ) : state.status !== 'ready' ? (
        <p className={styles.empty} role="status">
          {copy.loading}
        </p>
      ) : (
        <div className={styles.maps}>
          <div className={styles.map}>
            <div className={styles.mapHeader}>
              <h3 className={styles.subtitle}>{copy.clicksTitle}</h3>
              <HeatLegend />
            </div>
            <CoverageNote heatmap={state.heatmap} />
            {state.heatmap.total_clicks === 0 ? (
              <p className={styles.empty}>{copy.noClicks}</p>
            ) : (
              <ClickHeatmap heatmap={state.heatmap} preview={preview} domain={domain} />
            )}
          </div>
          <div className={styles.map}>
            <h3 className={styles.subtitle}>{copy.scrollTitle}</h3>
            {state.scrollmap.total_views === 0 ? (
              <p className={styles.empty}>{copy.noScroll}</p>
            ) : (
              <ScrollMap scrollmap={state.scrollmap} />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
