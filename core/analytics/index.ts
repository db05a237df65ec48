/** Dashboard figures kept incrementally in memory (the mock and the embedded store share them). */
export { AnalyticsAggregates } from './aggregates';
export { dayBoundsOf, dayNumberOf, dayOfNumber, romeDayNumber } from './day-numbers';
