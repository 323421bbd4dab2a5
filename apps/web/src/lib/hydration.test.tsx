import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydrationProvider, useClientValue, useHydrated } from './hydration';

function Probe({ seen }: { seen: string[] }) {
  const hydrated = useHydrated();
  const year = useClientValue(() => 2026, undefined);
  seen.push(`${hydrated} ${year ?? 'no year'}`);
  return <p>{hydrated ? `hydrated in ${year}` : 'pre-rendered'}</p>;
}

describe('whether the page has hydrated (docs/performance.md)', () => {
  it('renders a pre-rendered page as its HTML was first, then as the browser decides', async () => {
    const seen: string[] = [];
    await act(async () => {
      render(
        <HydrationProvider prerendered>
          <Probe seen={seen} />
        </HydrationProvider>,
      );
    });
    expect(seen[0]).toBe('false no year');
    expect(seen.at(-1)).toBe('true 2026');
    expect(screen.getByText('hydrated in 2026')).toBeTruthy();
  });

  it('is hydrated from the first render on a page the browser rendered itself, provider or not', () => {
    const seen: string[] = [];
    render(
      <HydrationProvider prerendered={false}>
        <Probe seen={seen} />
      </HydrationProvider>,
    );
    render(<Probe seen={seen} />);
    expect(seen).toEqual(['true 2026', 'true 2026']);
  });
});
