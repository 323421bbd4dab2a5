import { Profiler, type ReactNode } from 'react';
import { PerformancePanelToggle } from './performance-panel-toggle';
import { createPerformanceReadings, type PerformanceReadings } from './performance-readings';

/**
 * The app with the development-only performance panel beside it (docs/product.md §2.3): a React
 * Profiler times every commit of the app, and the panel, outside the Profiler, never times itself.
 * main.tsx imports this only behind `import.meta.env.DEV`, so production builds leave it out.
 */
export function withPerformancePanel(
  app: ReactNode,
  readings: PerformanceReadings = createPerformanceReadings(),
): ReactNode {
  return (
    <>
      <Profiler
        id="app"
        onRender={(id, phase, actualDuration) => readings.recordRender(id, phase, actualDuration)}
      >
        {app}
      </Profiler>
      <PerformancePanelToggle readings={readings} />
    </>
  );
}
