import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from './filter-bar';
import { SearchFilterField } from './search-filter-field';

afterEach(() => vi.useRealTimers());

describe('a live filter bar with its search box', () => {
  it('applies the search 300 ms after typing stops, and Enter does nothing', () => {
    vi.useFakeTimers();
    const commit = vi.fn();
    render(
      <FilterBar label="Search and filter fruit" columns="sm:grid-cols-2">
        <SearchFilterField label="Search fruit" placeholder="Name or colour" value="" onCommit={commit} />
      </FilterBar>,
    );
    const search = screen.getByRole('searchbox', { name: 'Search fruit' });
    fireEvent.change(search, { target: { value: 'ap' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(search, { target: { value: 'apple' } });
    act(() => vi.advanceTimersByTime(299));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledExactlyOnceWith('apple');

    const form = screen.getByRole('form', { name: 'Search and filter fruit' });
    expect(fireEvent.submit(form)).toBe(false);
  });

  it('drops a search still waiting when the user has followed a link away from the list', () => {
    vi.useFakeTimers();
    const commit = vi.fn();
    const list = window.location.pathname;
    render(
      <FilterBar label="Search and filter fruit" columns="sm:grid-cols-2">
        <SearchFilterField label="Search fruit" placeholder="Name or colour" value="" onCommit={commit} />
      </FilterBar>,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search fruit' }), { target: { value: 'apple' } });
    // The row's page is still loading, so the list is still on screen when the wait ends.
    window.history.pushState({}, '', '/fruit/apple');
    try {
      act(() => vi.advanceTimersByTime(300));
      expect(commit).not.toHaveBeenCalled();
    } finally {
      window.history.pushState({}, '', list);
    }
  });
});
