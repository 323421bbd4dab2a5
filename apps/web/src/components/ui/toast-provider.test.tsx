import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_EXIT_MS, type ToastOptions, useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function Trigger({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Show
    </button>
  );
}

function renderWithToast(options: ToastOptions) {
  render(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
  return screen.getByRole('region', { name: 'Notifications' });
}

describe('Toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('exports the spec timings', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_EXIT_MS).toBe(300);
  });

  it.each(['success', 'error', 'warning', 'info'] as const)(
    'renders a %s toast in the live region',
    async (type) => {
      const user = userEvent.setup();
      const region = renderWithToast({ type, title: `A ${type}`, message: 'Details here' });
      expect(region.getAttribute('aria-live')).toBe('polite');
      await user.click(screen.getByRole('button', { name: 'Show' }));
      expect(within(region).getByText(`A ${type}`)).toBeTruthy();
      expect(within(region).getByText('Details here')).toBeTruthy();
      const alert = within(region).queryByRole('alert');
      if (type === 'error') expect(alert?.textContent).toContain('A error');
      else expect(alert).toBeNull();
    },
  );

  it('fades out after 5000 ms and is removed 300 ms later', () => {
    vi.useFakeTimers();
    const region = renderWithToast({ type: 'success', title: 'Payment initiated successfully!' });
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    const toast = () => within(region).queryByText('Payment initiated successfully!');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(toast()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(toast()?.closest('[data-toast-type]')?.className).toContain('opacity-0');
    act(() => vi.advanceTimersByTime(TOAST_EXIT_MS - 1));
    expect(toast()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(toast()).toBeNull();
  });

  it('honours a custom duration, closes on the close button and runs its action', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    const region = renderWithToast({
      type: 'error',
      title: 'Payment failed',
      action: { label: 'Retry', onClick: onRetry },
      duration: 60_000,
    });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(
      within(region).getAllByRole('button', { name: 'Close notification: Payment failed' })[1] as HTMLElement,
    );
    // Real timers: each toast leaves after its exit animation, later than that on a busy machine.
    await vi.waitFor(() => expect(within(region).queryAllByText('Payment failed')).toHaveLength(0), {
      timeout: 5_000,
    });
  });
});
