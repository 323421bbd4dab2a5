import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentTrendChart } from './payment-trend-chart';

/** Twelve months as the API sends them, December 2025 to November 2026, with `paid` filled in. */
function trendWith(paid: Record<string, { amount: number; count: number }> = {}): Dashboard['paymentTrend'] {
  return Array.from({ length: 12 }, (_, i) => {
    const month = i === 0 ? '2025-12' : `2026-${String(i).padStart(2, '0')}`;
    return { month, amount: 0, count: 0, ...paid[month] };
  });
}

describe('PaymentTrendChart', () => {
  it('says No payments yet. only when every month is empty', () => {
    render(<PaymentTrendChart trend={trendWith()} />);
    expect(screen.getByText('No payments yet.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('charts every month, amount and count, with a tooltip in kwacha', () => {
    render(
      <PaymentTrendChart
        trend={trendWith({
          '2026-10': { amount: 1089.3, count: 6 },
          '2026-11': { amount: 181.55, count: 1 },
        })}
      />,
    );
    expect(screen.queryByText('No payments yet.')).toBeNull();
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toContain('October 2026 K1,089.30 in 6 payments');
    expect(chart.getAttribute('aria-label')).toContain('November 2026 K181.55 in 1 payment');
    expect(chart.getAttribute('aria-label')).toContain('January 2026 K0.00 in 0 payments');
    // The tooltip of each month's point.
    const tooltips = [...chart.querySelectorAll('circle > title')].map((title) => title.textContent);
    expect(tooltips).toHaveLength(12);
    expect(tooltips).toContain('October 2026: K1,089.30 in 6 payments');
    expect(tooltips[0]).toBe('December 2025: K0.00 in 0 payments');
    expect(chart.querySelectorAll('polyline')).toHaveLength(2); // amount and count
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('row', { name: /October 2026/ }).textContent).toBe(
      'October 2026K1,089.306',
    );
  });
});
