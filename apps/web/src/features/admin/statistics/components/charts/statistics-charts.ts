// The charts and the chart library: loaded only by the statistics page, in a chunk of their own
// (docs/performance.md: charts load only when shown).
export { MonthBarsChart } from './month-bars-chart';
export { ParTrendChart } from './par-trend-chart';
export { StatusMixChart } from './status-mix-chart';
