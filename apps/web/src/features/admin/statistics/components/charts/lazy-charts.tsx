import { lazy } from 'react';

const charts = () => import('./statistics-charts');

/** Each chart as a lazy component: the page's figures and tables show while the chart library loads. */
export const MonthBarsChart = lazy(() => charts().then((m) => ({ default: m.MonthBarsChart })));
export const ParTrendChart = lazy(() => charts().then((m) => ({ default: m.ParTrendChart })));
export const StatusMixChart = lazy(() => charts().then((m) => ({ default: m.StatusMixChart })));
