import { useId, useState } from 'react';
import type { Stats } from '@core/api';
import { formatDayLong, formatDayMedium, formatDayShort, formatInteger } from '../../../lib/format';
import { CHART } from '../content';
import { useElementWidth } from '../hooks/use-element-width';
import { labelledIndexes, niceTicks } from './chart-scale';
import { Panel } from './Panel';
import styles from './TrafficChart.module.css';

type Day = Stats['timeseries'][number];
type Previous = Stats['previous'];

const HEIGHT = 232;
const MARGIN = { top: 14, right: 10, bottom: 30, left: 44 };

function summaryText(days: Day[]): string {
  const views = days.reduce((sum, day) => sum + day.page_views, 0);
  const visitors = days.reduce((sum, day) => sum + day.unique_visitors, 0);
  const peak = days.reduce((best, day) => (day.page_views > best.page_views ? day : best), days[0]!);
  return CHART.summary(
    days.length,
    formatInteger(views),
    formatInteger(visitors),
    formatDayMedium(peak.date),
    formatInteger(peak.page_views),
  );
}

/**
 * Page views (bars) and unique visitors (line) per day, drawn by hand in SVG at the element's real
 * width. Screen readers get a summary sentence and, on request, the same figures as a table. With a
 * period before («Confronta con il periodo precedente»), its page views are drawn as a dashed line, day
 * `i` of that period under day `i` of this one (the contract aligns the two series by index).
 */
export function TrafficChart({ timeseries, previous = null }: { timeseries: Day[]; previous?: Previous }) {
  const { ref, width } = useElementWidth<HTMLDivElement>(720);
  const summaryId = useId();
  const compareId = useId();
  const [compare, setCompare] = useState(false);
  const hasData = timeseries.some((day) => day.page_views > 0 || day.unique_visitors > 0);
  const before = compare && previous ? previous.timeseries : null;

  return (
    <Panel
      title={CHART.title}
      actions={
        hasData && (
          <div className={styles.actions}>
            {previous && (
              <label className={styles.toggle} htmlFor={compareId}>
                <input
                  id={compareId}
                  type="checkbox"
                  checked={compare}
                  onChange={(event) => setCompare(event.target.checked)}
                />
                {CHART.compare}
              </label>
            )}
            <ul className={styles.legend}>
              <li>
                <span className={styles.swatchBar} aria-hidden="true" />
                {CHART.pageViews}
              </li>
              <li>
                <span className={styles.swatchLine} aria-hidden="true" />
                {CHART.visitors}
              </li>
              {before && (
                <li>
                  <span className={styles.swatchPrevious} aria-hidden="true" />
                  {CHART.previousViews}
                </li>
              )}
            </ul>
          </div>
        )
      }
    >
      <div ref={ref} className={styles.frame}>
        {hasData ? (
          <Plot days={timeseries} before={before} width={width} summaryId={summaryId} />
        ) : (
          <p className={styles.empty}>{CHART.empty}</p>
        )}
      </div>
      {hasData && (
        <>
          <p id={summaryId} className={styles.summary}>
            {summaryText(timeseries)}
            {before && previous && (
              <>
                {' '}
                {CHART.previousSummary(
                  formatInteger(previous.total_page_views),
                  formatDayMedium(previous.range.start_date),
                  formatDayMedium(previous.range.end_date),
                )}
              </>
            )}
          </p>
          <details className={styles.details}>
            <summary>{CHART.showTable}</summary>
            <div className={styles.tableScroll} role="region" aria-label={CHART.tableCaption} tabIndex={0}>
              <table className={styles.table}>
                <caption className="visually-hidden">{CHART.tableCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{CHART.day}</th>
                    <th scope="col">{CHART.pageViews}</th>
                    <th scope="col">{CHART.visitors}</th>
                    {before && <th scope="col">{CHART.previousViews}</th>}
                  </tr>
                </thead>
                <tbody>
                  {timeseries.map((day, index) => (
                    <tr key={day.date}>
                      <th scope="row">{formatDayLong(day.date)}</th>
                      <td>{formatInteger(day.page_views)}</td>
                      <td>{formatInteger(day.unique_visitors)}</td>
                      {before && <td>{before[index] ? formatInteger(before[index].page_views) : ''}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </Panel>
  );
}

/** Labels near the edges grow inwards so they are never cut. */
function edgeAnchor(position: number, width: number): 'start' | 'middle' | 'end' {
  if (position > width - 24) return 'end';
  if (position < MARGIN.left + 12) return 'start';
  return 'middle';
}

interface PlotProps {
  days: Day[];
  /** The period before, day i under day i; null when not compared. */
  before: Day[] | null;
  width: number;
  summaryId: string;
}

function Plot({ days, before, width, summaryId }: PlotProps) {
  const plotWidth = Math.max(120, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const aligned = before ? before.slice(0, days.length) : [];
  const max = Math.max(
    ...days.map((day) => Math.max(day.page_views, day.unique_visitors)),
    ...aligned.map((day) => day.page_views),
  );
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1]!;
  const band = plotWidth / days.length;
  const barWidth = Math.max(1, Math.min(28, band * 0.62));
  const x = (index: number) => MARGIN.left + band * index + band / 2;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const labels = labelledIndexes(days.length, plotWidth);
  const line = days
    .map((day, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(day.unique_visitors).toFixed(1)}`)
    .join('');
  const previousLine = aligned
    .map((day, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(day.page_views).toFixed(1)}`)
    .join('');

  return (
    <svg
      className={styles.svg}
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role="img"
      aria-labelledby={summaryId}
    >
      <g className={styles.grid}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(tick)} y2={y(tick)} />
            <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatInteger(tick)}
            </text>
          </g>
        ))}
      </g>
      <g className={styles.bars}>
        {days.map((day, index) => (
          <rect
            key={day.date}
            x={x(index) - barWidth / 2}
            y={y(day.page_views)}
            width={barWidth}
            height={Math.max(0, MARGIN.top + plotHeight - y(day.page_views))}
            rx={Math.min(3, barWidth / 3)}
          >
            <title>{`${formatDayMedium(day.date)}: ${formatInteger(day.page_views)} ${CHART.pageViews.toLowerCase()}, ${formatInteger(day.unique_visitors)} ${CHART.visitors}`}</title>
          </rect>
        ))}
      </g>
      {aligned.length > 0 && <path className={styles.previous} d={previousLine} data-testid="chart-previous" />}
      <path className={styles.line} d={line} />
      {days.length <= 45 && (
        <g className={styles.dots}>
          {days.map((day, index) => (
            <circle key={day.date} cx={x(index)} cy={y(day.unique_visitors)} r={days.length > 20 ? 2.5 : 3.5} />
          ))}
        </g>
      )}
      <g className={styles.axis}>
        {days.map((day, index) =>
          labels.has(index) ? (
            <text key={day.date} x={x(index)} y={HEIGHT - 8} textAnchor={edgeAnchor(x(index), width)}>
              {formatDayShort(day.date)}
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
}
