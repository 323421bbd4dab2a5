import {
  COLLECTION_SORTS,
  COLLECTIONS_PAGE_SIZE,
  type CollectionSort,
  PROMISE_STATUSES,
  type PromiseStatus,
} from '@kwacha/shared/staff/collections';

/**
 * The queue's filters as the URL holds them, named as the API's query (collectionQueueQuerySchema), so a
 * link, a reload or the back button shows the same loans. `collector` is a user id, `none` for loans
 * nobody works, or `mine` (the API's `mine=true`): one choice in one select.
 */
export interface QueueFilters {
  bucket: string;
  collector: string;
  promise: '' | PromiseStatus;
  noContactDays: string;
  sort: CollectionSort;
}

export const NO_QUEUE_FILTERS: QueueFilters = {
  bucket: '',
  collector: '',
  promise: '',
  noContactDays: '',
  sort: 'days_past_due',
};

/** The API takes buckets 1 to 9 (a settings page may make up to nine). */
export const BUCKET_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export const SORT_OPTIONS: readonly { value: CollectionSort; label: string }[] = [
  { value: 'days_past_due', label: 'Most days past due first' },
  { value: 'amount_overdue', label: 'Most overdue first' },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const wholeIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

const isSort = (value: string | null): value is CollectionSort =>
  (COLLECTION_SORTS as readonly (string | null)[]).includes(value);
const isPromise = (value: string | null): value is PromiseStatus =>
  (PROMISE_STATUSES as readonly (string | null)[]).includes(value);

export function readQueueFilters(params: URLSearchParams): QueueFilters {
  const sort = params.get('sort');
  const promise = params.get('promise');
  const bucket = params.get('bucket') ?? '';
  const collector = params.get('collector') ?? '';
  return {
    bucket: wholeIn(bucket, 1, 9) ? bucket : '',
    collector:
      params.get('mine') === 'true' ? 'mine' : collector === 'none' || UUID.test(collector) ? collector : '',
    promise: isPromise(promise) ? promise : '',
    noContactDays: params.get('noContactDays') ?? '',
    sort: isSort(sort) ? sort : 'days_past_due',
  };
}

/** The filters as query parameters (defaults left out): the URL's, and the API's but for paging. */
function filterParams(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.bucket) params.set('bucket', filters.bucket);
  if (filters.collector === 'mine') params.set('mine', 'true');
  else if (filters.collector) params.set('collector', filters.collector);
  if (filters.promise) params.set('promise', filters.promise);
  const days = filters.noContactDays.trim();
  if (days) params.set('noContactDays', days);
  if (filters.sort !== 'days_past_due') params.set('sort', filters.sort);
  return params;
}

export const queueFiltersToSearch = (filters: QueueFilters) => filterParams(filters);

/** A number of days the API takes (1 to 365), else the message to show beside the box. */
export const NO_CONTACT_DAYS_MESSAGE = 'Enter a whole number of days from 1 to 365.';
export const noContactDaysError = (text: string): string | undefined =>
  text.trim() === '' || wholeIn(text, 1, 365) ? undefined : NO_CONTACT_DAYS_MESSAGE;

/** The query string of GET /api/admin/collections; a number of days that is not one is left out. */
export function collectionQueueQuery(filters: QueueFilters, cursor: string | undefined): string {
  const params = filterParams(filters);
  if (noContactDaysError(filters.noContactDays)) params.delete('noContactDays');
  params.set('sort', filters.sort);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(COLLECTIONS_PAGE_SIZE));
  return params.toString();
}

/** Sort is an ordering, not a filter. */
export const hasQueueFilters = (filters: QueueFilters) =>
  Boolean(filters.bucket || filters.collector || filters.promise || filters.noContactDays.trim());

const PROMISE_WORDS: Record<PromiseStatus, string> = { open: 'an open', kept: 'a kept', broken: 'a broken' };

/** What an empty queue says: nothing past due, or why these filters found nothing. */
export function emptyQueueText(filters: QueueFilters): string {
  const only = (key: keyof QueueFilters) =>
    (['bucket', 'collector', 'promise', 'noContactDays'] as const).every(
      (k) => k === key || filters[k].trim() === '',
    );
  if (filters.collector === 'mine' && only('collector')) return 'No loans past due are assigned to you.';
  if (filters.collector === 'none' && only('collector')) return 'Every loan past due has a collector.';
  if (filters.collector && only('collector')) return 'No loans past due are assigned to this collector.';
  if (filters.promise && only('promise')) {
    return `No loans past due have ${PROMISE_WORDS[filters.promise]} promise to pay.`;
  }
  if (filters.bucket && only('bucket')) return `No loans past due are in bucket ${filters.bucket}.`;
  if (filters.noContactDays && only('noContactDays')) {
    return `Every loan past due has been contacted in the last ${filters.noContactDays.trim()} days.`;
  }
  return 'No loans past due match these filters.';
}

export const NO_LOANS_PAST_DUE = 'No loans are past due.';
