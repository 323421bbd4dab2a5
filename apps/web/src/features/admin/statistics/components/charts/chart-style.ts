/** Colours and text of the charts: distinct in lightness as well as hue, each at least 3:1 on white. */
export const COLOURS = {
  disbursed: '#047857', // emerald-700
  collected: '#0369a1', // sky-700
  par: '#b91c1c', // red-700
  status: '#334155', // slate-700
  grid: '#e2e8f0', // slate-200
  axis: '#475569', // slate-600
} as const;

/** Axis ticks legible on a phone (12 px, slate-600 on white). */
export const TICK = { fontSize: 12, fill: COLOURS.axis };

export const tooltipBoxClass = 'rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-md';
