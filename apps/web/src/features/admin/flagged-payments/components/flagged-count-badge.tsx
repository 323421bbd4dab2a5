import { useFlaggedCountQuery } from '../api/get-flagged-count';

/**
 * How many flagged payments wait, beside the side menu's entry (app/ passes it to the layout). Nothing
 * shows at zero, while loading, or when the count cannot be read: the page itself says more.
 */
export function FlaggedCountBadge() {
  const { data: count } = useFlaggedCountQuery();
  if (!count) return null;
  const shown = count > 99 ? '99+' : String(count);
  // The space is a text node of the link itself, so the link's name reads 'Flagged Payments (3 waiting)'.
  return (
    <>
      {' '}
      <span className="ml-1 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-500 px-1.5 text-xs font-bold text-slate-950">
        <span aria-hidden="true">{shown}</span>
        <span className="sr-only">{`(${count} waiting)`}</span>
      </span>
    </>
  );
}
