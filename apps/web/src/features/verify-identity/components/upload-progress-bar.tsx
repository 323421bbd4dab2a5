/** How much of a photo has gone, for the eye and (as a progressbar with its value) for screen readers. */
export function UploadProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-emerald-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p aria-hidden="true" className="mt-1 text-right text-xs text-slate-600">
        {percent}%
      </p>
    </div>
  );
}
