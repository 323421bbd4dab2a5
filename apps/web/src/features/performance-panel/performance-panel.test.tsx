import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createPerformanceReadings,
  type LongTask,
  type PerformanceReadings,
  type ReadingSources,
} from './performance-readings';
import { withPerformancePanel } from './with-performance-panel';

const MB = 1024 * 1024;
const HOTKEY = '{Control>}{Shift>}P{/Shift}{/Control}';

/** Readings from made-up sources: a memory figure the test sets, and long tasks it reports. */
function injectedReadings({ memoryBytes }: { memoryBytes?: number } = {}) {
  let memory = memoryBytes;
  let reportTask: ((task: LongTask) => void) | undefined;
  const sources: ReadingSources = {
    readMemoryBytes: () => memory,
    observeLongTasks: (onTask) => {
      reportTask = onTask;
      return () => {};
    },
  };
  const readings = createPerformanceReadings(sources);
  return {
    readings,
    setMemory: (bytes: number | undefined) => {
      memory = bytes;
    },
    reportTask: (task: LongTask) => act(async () => reportTask?.(task)),
  };
}

const panel = () => screen.queryByRole('region', { name: 'Performance (development only)' });

function renderApp(readings: PerformanceReadings) {
  return render(withPerformancePanel(<p>The app</p>, readings));
}

describe('the developer performance panel (docs/product.md §2.3, §9)', () => {
  it('runs in development mode here, as it does under npm run dev', () => {
    expect(import.meta.env.DEV).toBe(true);
  });

  it('is hidden until Ctrl+Shift+P, which shows and hides it; other keys do nothing', async () => {
    const user = userEvent.setup();
    renderApp(injectedReadings().readings);
    expect(screen.getByText('The app')).toBeTruthy();
    expect(panel()).toBeNull();

    await user.keyboard('{Shift>}P{/Shift}');
    await user.keyboard('{Control>}p{/Control}');
    expect(panel()).toBeNull();

    await user.keyboard(HOTKEY);
    expect(panel()).not.toBeNull();
    await user.keyboard(HOTKEY);
    expect(panel()).toBeNull();

    await user.keyboard(HOTKEY);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(panel()).toBeNull();
  });

  it('shows the render timings of the app from the React Profiler', async () => {
    const user = userEvent.setup();
    renderApp(injectedReadings().readings);
    await user.keyboard(HOTKEY);
    const renders = await screen.findByRole('list', { name: 'Render timings' });
    expect(within(renders).getAllByRole('listitem')[0]?.textContent).toMatch(/^app · mount · \d+\.\d ms$/);
  });

  it('flags memory over 50 MB, and says so where the browser gives no figure', async () => {
    const user = userEvent.setup();
    const { readings, setMemory } = injectedReadings({ memoryBytes: 40 * MB });
    renderApp(readings);
    await user.keyboard(HOTKEY);
    expect(screen.getByText('Memory in use: 40.0 MB')).toBeTruthy();
    expect(screen.queryByText('Over 50 MB')).toBeNull();

    setMemory(50 * MB); // at the threshold: not over it
    await act(async () => readings.sampleMemory());
    expect(screen.getByText('Memory in use: 50.0 MB')).toBeTruthy();
    expect(screen.queryByText('Over 50 MB')).toBeNull();

    setMemory(62.5 * MB);
    await act(async () => readings.sampleMemory());
    expect(screen.getByText('Over 50 MB').parentElement?.textContent).toBe(
      'Memory in use: 62.5 MBOver 50 MB',
    );

    setMemory(undefined);
    await act(async () => readings.sampleMemory());
    expect(screen.getByText('Memory in use: not available')).toBeTruthy();
    expect(screen.queryByText('Over 50 MB')).toBeNull();
  });

  it('lists long tasks and flags those over 1000 ms', async () => {
    const user = userEvent.setup();
    const { readings, reportTask } = injectedReadings();
    renderApp(readings);
    await user.keyboard(HOTKEY);
    expect(screen.getByText('No long tasks yet.')).toBeTruthy();

    await reportTask({ startMs: 1200, durationMs: 300 });
    await reportTask({ startMs: 5000, durationMs: 1000 });
    await reportTask({ startMs: 9000, durationMs: 1450 });
    const tasks = within(screen.getByRole('list', { name: 'Long tasks' })).getAllByRole('listitem');
    expect(tasks.map((task) => task.textContent)).toEqual([
      '300.0 ms at 1.2 s',
      '1000.0 ms at 5.0 s', // at the threshold: not over it
      '1450.0 ms at 9.0 sOver 1000 ms',
    ]);
    expect(screen.getAllByText('Over 1000 ms')).toHaveLength(1);
  });

  it('says when the browser cannot report long tasks', async () => {
    const user = userEvent.setup();
    const readings = createPerformanceReadings({
      readMemoryBytes: () => undefined,
      observeLongTasks: () => undefined,
    });
    renderApp(readings);
    await user.keyboard(HOTKEY);
    expect(screen.getByText('Long tasks: not available')).toBeTruthy();
  });
});
