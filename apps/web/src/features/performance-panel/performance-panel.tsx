import {
  LONG_TASK_FLAG_MS,
  MEMORY_FLAG_MB,
  type PerformanceSnapshot,
  type RenderTiming,
} from './performance-readings';

const ms = (value: number) => `${value.toFixed(1)} ms`;
const PHASES: Record<RenderTiming['phase'], string> = {
  mount: 'mount',
  update: 'update',
  'nested-update': 'nested update',
};

/** docs/product.md §2.3: render timings, long tasks and memory, flagged over §9's thresholds. */
export function PerformancePanel({
  readings,
  onClose,
}: {
  readings: PerformanceSnapshot;
  onClose: () => void;
}) {
  const { renders, longTasks, memoryMb } = readings;
  return (
    <section
      aria-labelledby="performance-panel-heading"
      className="fixed right-2 bottom-2 z-50 max-h-[70dvh] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-xl bg-slate-900 p-4 text-sm text-slate-100 shadow-2xl"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="performance-panel-heading" className="font-semibold">
          Performance <span className="font-normal text-slate-300">(development only)</span>
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded px-2 text-slate-200 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-emerald-300"
        >
          Close
        </button>
      </div>
      <p className="mt-1 text-xs text-slate-300">Ctrl+Shift+P shows or hides this panel.</p>

      <h3 className="mt-3 font-semibold">Memory</h3>
      <p>
        {memoryMb === undefined ? (
          'Memory in use: not available'
        ) : (
          <>
            {`Memory in use: ${memoryMb.toFixed(1)} MB`}
            {memoryMb > MEMORY_FLAG_MB ? <Flag>{`Over ${MEMORY_FLAG_MB} MB`}</Flag> : null}
          </>
        )}
      </p>

      <h3 className="mt-3 font-semibold">Long tasks</h3>
      {longTasks === undefined ? (
        <p>Long tasks: not available</p>
      ) : longTasks.length === 0 ? (
        <p>No long tasks yet.</p>
      ) : (
        <ul aria-label="Long tasks">
          {longTasks.map((task) => (
            <li key={`${task.startMs}-${task.durationMs}`}>
              {`${ms(task.durationMs)} at ${(task.startMs / 1000).toFixed(1)} s`}
              {task.durationMs > LONG_TASK_FLAG_MS ? <Flag>{`Over ${LONG_TASK_FLAG_MS} ms`}</Flag> : null}
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-3 font-semibold">Renders</h3>
      {renders.length === 0 ? (
        <p>No renders yet.</p>
      ) : (
        <ul aria-label="Render timings">
          {renders.map((render, index) => (
            // The same tree renders many times; its place in the list is what tells the rows apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are appended, never reordered
            <li key={index}>{`${render.id} · ${PHASES[render.phase]} · ${ms(render.durationMs)}`}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Flag({ children }: { children: string }) {
  return (
    <strong className="ml-2 rounded bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white">
      {children}
    </strong>
  );
}
