/**
 * The dashboards' date presets beside «Data Inizio» and «Data Fine»: each one is a range of Rome calendar
 * days computed from a given instant (the caller passes "now", so tests and screens agree on today).
 */
import { addCalendarDays, formatCalendarDay, romeDayOf, type CalendarDay } from './dates';

export const DATE_PRESETS = ['today', 'last7', 'last30', 'thisMonth', 'lastMonth'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface PresetRange {
  start_date: string;
  end_date: string;
}

function lastDayOfMonth(year: number, month: number): CalendarDay {
  return { year, month, day: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

/**
 * The days a preset covers on the Rome calendar at `nowMs`: «Oggi» is today; «Ultimi 7 giorni» and «Ultimi
 * 30 giorni» end today and include it; «Questo mese» runs from the 1st to today; «Mese scorso» is the whole
 * previous month.
 */
export function presetRange(preset: DatePreset, nowMs: number): PresetRange {
  const today = romeDayOf(nowMs);
  const range = (start: CalendarDay, end: CalendarDay): PresetRange => ({
    start_date: formatCalendarDay(start),
    end_date: formatCalendarDay(end),
  });
  switch (preset) {
    case 'today':
      return range(today, today);
    case 'last7':
      return range(addCalendarDays(today, -6), today);
    case 'last30':
      return range(addCalendarDays(today, -29), today);
    case 'thisMonth':
      return range({ ...today, day: 1 }, today);
    case 'lastMonth': {
      const year = today.month === 1 ? today.year - 1 : today.year;
      const month = today.month === 1 ? 12 : today.month - 1;
      return range({ year, month, day: 1 }, lastDayOfMonth(year, month));
    }
  }
}

/** The preset whose range is exactly this one at `nowMs`, if any (to mark the chosen button). */
export function matchingPreset(range: { start_date: string; end_date: string }, nowMs: number): DatePreset | null {
  return (
    DATE_PRESETS.find((preset) => {
      const candidate = presetRange(preset, nowMs);
      return candidate.start_date === range.start_date && candidate.end_date === range.end_date;
    }) ?? null
  );
}
