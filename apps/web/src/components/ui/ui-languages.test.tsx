import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { EmptyResults } from './empty-results';
import { KeptDataBanner } from './kept-data-banner';
import { LoadError } from './load-error';
import { useModal } from './modal-context';
import { ModalProvider } from './modal-provider';
import { PageControls } from './page-controls';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

const noop = () => undefined;

function Openers() {
  const modal = useModal();
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => void modal.confirm({ title: 'Approve loan?', message: 'Sure?' })}>
        Confirm
      </button>
      <button type="button" onClick={() => toast({ type: 'success', title: 'Saved' })}>
        Toast
      </button>
    </>
  );
}

function renderShared() {
  render(
    <ToastProvider>
      <ModalProvider>
        <LoadError message="Failed to load data. Please try again." retrying={false} onRetry={noop} />
        <PageControls pageNumber={2} hasPrevious hasNext onPrevious={noop} onNext={noop} />
        <EmptyResults emptyMessage="None" noMatchMessage="No match" filtered onClearFilters={noop} />
        <KeptDataBanner fetchedAt={Date.now()} />
        <Openers />
      </ModalProvider>
    </ToastProvider>,
  );
}

describe('Shared components in Ichibemba (docs/product.md §22)', () => {
  it('speak Ichibemba once chosen, and English again after', async () => {
    await act(() => setLanguage('bem'));
    renderShared();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Eshenipo na kabili' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Amapeji' });
    expect(within(pages).getByRole('button', { name: 'Ilyapita' })).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Ilikonkapo' })).toBeTruthy();
    expect(within(pages).getByText('Ipeji 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fumyeni ifyo mwasalile' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(
      /^Tamukwete intaneti\. Tulelanga ingongole shenu nga fintu shali pa \d\d:\d\d\.$/,
    );

    await user.click(screen.getByRole('button', { name: 'Toast' }));
    expect(await screen.findByRole('button', { name: 'Isaleni icishibisho: Saved' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve loan?' });
    expect(within(dialog).getByRole('button', { name: 'Lekeni' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Sumineni' })).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close notification: Saved' })).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(
      /^You are offline\. Showing your loans as of \d\d:\d\d\.$/,
    );
  });
});
