import { useBusinessDateQuery } from '../api/business-date';

/**
 * The staff header's reminder that the daily jobs run on a moved date (docs/product.md §14.5.1): what a
 * screen calls overdue or due is as of that day, not today. Nothing shows while the date is today.
 */
export function BusinessDateNote() {
  const { data } = useBusinessDateQuery();
  if (!data?.moved) return null;
  return (
    <p role="status" className="border-b border-sky-300 bg-sky-50 px-4 py-2 text-sm text-sky-950">
      <span className="font-semibold">Business date: {data.date}</span> (today is {data.realToday}). Due
      dates, overdue loans and fees are as of the business date.
    </p>
  );
}
