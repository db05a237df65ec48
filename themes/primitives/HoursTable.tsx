import type { SiteHoursRow } from '@core/api';

/** The opening hours as a table: a `<dl>` of day and hours pairs, styled by the design's class. */
export function HoursTable({ rows, className }: { rows: readonly SiteHoursRow[]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map((row, index) => (
        <div key={index}>
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
