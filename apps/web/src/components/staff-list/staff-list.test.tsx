import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { textListFilters } from '../../lib/text-list-filters';
import { useKeysetListParams } from '../../lib/use-keyset-list-params';
import { SelectField } from '../form/select-field';
import { TextField } from '../form/text-field';
import { ApplyFiltersForm } from './filter-bar';
import { KeysetResults, ListResults } from './list-results';

/** A staff list of fruit built from the kit alone, as a screen builds one. */
const FRUIT_FILTERS = textListFilters(['q', 'colour'], { maxLength: 20 });
const fruitFilterSchema = z.strictObject({
  q: z.string().min(3, 'Type at least 3 letters.').optional(),
  colour: z.enum(['red', 'green']).optional(),
});

interface Fruit {
  id: string;
  name: string;
}
interface FruitPage {
  items: Fruit[];
  nextCursor: string | null;
}
type FetchFruit = (query: string) => Promise<FruitPage>;

const page = (names: string[], nextCursor: string | null = null): FruitPage => ({
  items: names.map((name) => ({ id: name, name })),
  nextCursor,
});

function FruitList({ fetchFruit, compactError }: { fetchFruit: FetchFruit; compactError: boolean }) {
  const list = useKeysetListParams(FRUIT_FILTERS);
  const query = FRUIT_FILTERS.query(list.filters, { cursor: list.cursor });
  const fruit = useQuery({
    queryKey: ['fruit', query],
    queryFn: () => fetchFruit(query),
    placeholderData: keepPreviousData,
  });
  const filtered = FRUIT_FILTERS.isFiltered(list.filters);
  return (
    <>
      <ApplyFiltersForm
        label="Filter fruit"
        columns="sm:grid-cols-2"
        actionsClassName="sm:col-span-2"
        schema={fruitFilterSchema}
        filters={list.filters}
        none={FRUIT_FILTERS.none}
        onApply={list.setFilters}
      >
        {(field) => (
          <>
            <TextField label="Name" {...field('q')} />
            <SelectField
              label="Colour"
              placeholder="Any colour"
              options={[
                { value: 'red', label: 'Red' },
                { value: 'green', label: 'Green' },
              ]}
              {...field('colour')}
            />
          </>
        )}
      </ApplyFiltersForm>
      <button
        type="button"
        onClick={() => {
          // Two commits in one go: the second must not lose the first.
          list.setFilter('q', 'fig');
          list.setFilter('colour', 'green');
        }}
      >
        Green figs
      </button>
      <KeysetResults
        label="Fruit"
        paging={list}
        query={fruit}
        loading={{ label: 'Loading fruit…', placeholders: { count: 3, height: 'h-10' } }}
        empty={{
          emptyMessage: 'No fruit yet.',
          noMatchMessage: 'No fruit matches these filters.',
          filtered,
          onClearFilters: () => list.setFilters(FRUIT_FILTERS.none),
        }}
        error={{ fallback: 'Failed to load fruit. Please try again.', compact: compactError }}
        pageLabels={{ previous: 'Newer', next: 'Older' }}
      >
        {(items) => (
          <ul aria-label="Fruit list">
            {items.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
        )}
      </KeysetResults>
    </>
  );
}

/** Answers by query string; a function answer can hold the request open. */
function renderFruit(
  answers: Record<string, FruitPage | (() => Promise<FruitPage>)>,
  { path = '/fruit', compactError = false }: { path?: string; compactError?: boolean } = {},
) {
  const fetchFruit = vi.fn<FetchFruit>(async (query) => {
    const answer = answers[query];
    if (answer === undefined) throw new Error(`No fruit for "${query}".`);
    return typeof answer === 'function' ? answer() : answer;
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/fruit', element: <FruitList fetchFruit={fetchFruit} compactError={compactError} /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, fetchFruit };
}

/** A request held open until the test answers it. */
function held() {
  let answer: (page: FruitPage) => void = () => {};
  const promise = new Promise<FruitPage>((resolve) => {
    answer = resolve;
  });
  // An async act: the query settles and the list re-renders inside it, with React's act environment on the
  // whole time (a synchronous act ends before the answer reaches the list).
  const settle = async (value: FruitPage) => {
    answer(value);
    await promise;
  };
  return { reply: () => promise, answer: (value: FruitPage) => act(() => settle(value)) };
}

const region = () => screen.getByRole('region', { name: 'Fruit' });
const names = () => within(screen.getByRole('list', { name: 'Fruit list' })).getAllByRole('listitem');
const shown = () => names().map((item) => item.textContent);

describe('the staff-list kit', () => {
  it('says it is loading (busy, placeholders hidden from screen readers), then shows the rows', async () => {
    const first = held();
    renderFruit({ '': first.reply });
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading fruit…');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    await first.answer(page(['Apple', 'Banana']));
    await waitFor(() => expect(shown()).toEqual(['Apple', 'Banana']));
    expect(region().getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('applies the filters on submit into the URL, checks them first, and clears them', async () => {
    const user = userEvent.setup();
    const { router, fetchFruit } = renderFruit({
      '': page(['Apple', 'Fig']),
      'q=fig&colour=green': page(['Fig']),
    });
    await waitFor(() => expect(shown()).toEqual(['Apple', 'Fig']));

    await user.type(screen.getByLabelText('Name'), 'fi');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Type at least 3 letters.')).toBeTruthy();
    expect(fetchFruit).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Name'), 'g');
    await user.selectOptions(screen.getByLabelText('Colour'), 'Green');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(shown()).toEqual(['Fig']));
    expect(router.state.location.search).toBe('?q=fig&colour=green');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(shown()).toEqual(['Apple', 'Fig']));
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('fills the form from the URL (a value too long to be real is ignored), and follows it', async () => {
    const { router } = renderFruit(
      { 'q=pear': page(['Pear']), 'q=kiwi': page(['Kiwi']) },
      { path: `/fruit?q=pear&colour=${'red'.repeat(7)}&cursor=` },
    );
    await waitFor(() => expect(shown()).toEqual(['Pear']));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('pear');
    await act(() => router.navigate('/fruit?q=kiwi'));
    await waitFor(() => expect(shown()).toEqual(['Kiwi']));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('kiwi');
  });

  it('keeps every filter of quick successive changes', async () => {
    const user = userEvent.setup();
    const { router } = renderFruit({ '': page(['Apple']), 'q=fig&colour=green': page(['Fig']) });
    await waitFor(() => expect(shown()).toEqual(['Apple']));
    await user.click(screen.getByRole('button', { name: 'Green figs' }));
    await waitFor(() => expect(shown()).toEqual(['Fig']));
    expect(router.state.location.search).toBe('?q=fig&colour=green');
  });

  it('pages by the cursor in the URL, keeping the rows (dimmed, busy) until the next page is in', async () => {
    const user = userEvent.setup();
    const second = held();
    const { router } = renderFruit({
      'colour=red': page(['Apple', 'Cherry'], 'C2'),
      'colour=red&cursor=C2': second.reply,
    });
    await act(() => router.navigate('/fruit?colour=red'));
    await waitFor(() => expect(shown()).toEqual(['Apple', 'Cherry']));
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pages.getByText('Page 1')).toBeTruthy();
    expect((pages.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(pages.getByRole('button', { name: 'Older' }));
    expect(router.state.location.search).toBe('?colour=red&cursor=C2');
    expect(region().getAttribute('aria-busy')).toBe('true');
    expect(region().className).toContain('opacity-60');
    expect(shown()).toEqual(['Apple', 'Cherry']);
    expect(document.activeElement).toBe(region());

    await second.answer(page(['Strawberry']));
    await waitFor(() => expect(shown()).toEqual(['Strawberry']));
    expect(region().getAttribute('aria-busy')).toBe('false');
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(shown()).toEqual(['Apple', 'Cherry']));
    expect(router.state.location.search).toBe('?colour=red');
    expect(screen.getByText('Page 1')).toBeTruthy();
  });

  it('follows the back and forward buttons between pages, and goes to the first from a shared page', async () => {
    const user = userEvent.setup();
    const { router } = renderFruit({ '': page(['Apple'], 'C2'), 'cursor=C2': page(['Banana'], 'C3') });
    await waitFor(() => expect(shown()).toEqual(['Apple']));
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(shown()).toEqual(['Banana']));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(shown()).toEqual(['Apple']));
    expect(screen.getByText('Page 1')).toBeTruthy();
    await act(() => router.navigate(1));
    await waitFor(() => expect(shown()).toEqual(['Banana']));
    expect(screen.getByText('Page 2')).toBeTruthy();

    // Opened from a link: no number is known, and Newer goes to the first page.
    await act(() => router.navigate('/fruit?cursor=C2'));
    await waitFor(() => expect(screen.queryByText(/^Page/)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(shown()).toEqual(['Apple']));
    expect(router.state.location.search).toBe('');
  });

  it('says when nothing matches the filters, with Clear filters, and when there is nothing at all', async () => {
    const user = userEvent.setup();
    const { router } = renderFruit(
      { 'colour=green': page([]), '': page([]) },
      { path: '/fruit?colour=green' },
    );
    expect(await screen.findByText('No fruit matches these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No fruit yet.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says why the list could not load, in an alert, and Try Again asks again', async () => {
    const user = userEvent.setup();
    const retry = held();
    let calls = 0;
    renderFruit({
      '': () => (++calls === 1 ? Promise.reject(new Error('offline')) : retry.reply()),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load fruit. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByRole('status')).textContent).toBe('Loading fruit…');
    await retry.answer(page(['Apple']));
    await waitFor(() => expect(shown()).toEqual(['Apple']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("offers the compact alert, its 'Try again' inside it", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderFruit(
      { '': () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(page(['Apple']))) },
      { compactError: true },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load fruit. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shown()).toEqual(['Apple']));
  });
});

describe('ListResults (a queue without pages in the URL)', () => {
  const query = { error: null, isError: false, isFetching: true, refetch: () => undefined };
  const list = (items: string[] | undefined) => (
    <ListResults
      label="Queue"
      busy
      query={query}
      items={items}
      loading={{ label: 'Loading the queue…' }}
      empty={{ emptyMessage: 'Nothing is waiting.' }}
      error={{ fallback: 'Failed to load the queue.' }}
    >
      {(rows) => <p>{rows.join(', ')}</p>}
    </ListResults>
  );

  it('shows its loading words when it draws no placeholders, and says only that nothing waits', () => {
    const { rerender } = render(list(undefined));
    expect(screen.getByRole('status').textContent).toBe('Loading the queue…');
    expect(screen.getByRole('region', { name: 'Queue' }).getAttribute('aria-busy')).toBe('true');
    rerender(list([]));
    expect(screen.getByText('Nothing is waiting.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(list(['one', 'two']));
    expect(screen.getByText('one, two')).toBeTruthy();
  });
});
