import type { ListUrlCodec } from './use-keyset-list-params';

export type TextFilters<Key extends string> = Record<Key, string>;

export interface TextListFilters<Key extends string> extends ListUrlCodec<TextFilters<Key>> {
  /** Every filter unset. */
  none: TextFilters<Key>;
  isFiltered: (filters: TextFilters<Key>) => boolean;
  /** The API query of one page: the filters that are set, the cursor and the page size. */
  query: (filters: TextFilters<Key>, page?: { cursor?: string; limit?: number }) => string;
}

/**
 * A staff list's filters as the URL holds them (so a filtered view can be shared, reloaded and gone back
 * to): every value a string, '' when unset, in the order of `keys`. The server checks them; the list's
 * form checks them first with the same schema. A value longer than `maxLength` is someone's typing in the
 * address bar: it is ignored, not sent.
 */
export function textListFilters<const Key extends string>(
  keys: readonly Key[],
  { maxLength }: { maxLength: number },
): TextListFilters<Key> {
  const none = Object.fromEntries(keys.map((key) => [key, ''])) as TextFilters<Key>;

  const read = (params: URLSearchParams): TextFilters<Key> => {
    const filters = { ...none };
    for (const key of keys) {
      const value = params.get(key)?.trim() ?? '';
      filters[key] = value.length <= maxLength ? value : '';
    }
    return filters;
  };

  const write = (filters: TextFilters<Key>): URLSearchParams => {
    const search = new URLSearchParams();
    for (const key of keys) if (filters[key]) search.set(key, filters[key]);
    return search;
  };

  const query = (filters: TextFilters<Key>, { cursor, limit }: { cursor?: string; limit?: number } = {}) => {
    const search = write(filters);
    if (cursor) search.set('cursor', cursor);
    if (limit !== undefined) search.set('limit', String(limit));
    return search.toString();
  };

  return { none, read, write, query, isFiltered: (filters) => keys.some((key) => filters[key] !== '') };
}
