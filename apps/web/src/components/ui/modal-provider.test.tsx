import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ModalApi, useModal } from './modal-context';
import { ModalProvider } from './modal-provider';

type Run = (modal: ModalApi) => Promise<unknown>;

function Opener({ run, onResult }: { run: Run; onResult: (value: unknown) => void }) {
  const modal = useModal();
  return (
    <button type="button" onClick={() => void run(modal).then(onResult)}>
      Open
    </button>
  );
}

function renderModal(run: Run) {
  const onResult = vi.fn();
  render(
    <ModalProvider>
      <Opener run={run} onResult={onResult} />
    </ModalProvider>,
  );
  return { onResult, opener: screen.getByRole('button', { name: 'Open' }) };
}

const confirmLoan = (modal: ModalApi) =>
  modal.confirm({ title: 'Approve loan?', message: 'The borrower will be told.' });

describe('Modal', () => {
  it('alert shows the title and message and resolves on OK, returning focus', async () => {
    const user = userEvent.setup();
    const { onResult, opener } = renderModal((modal) => modal.alert({ title: 'Thanks', message: 'Sent.' }));
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Thanks' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Sent.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onResult).toHaveBeenCalledWith(undefined);
    expect(document.activeElement).toBe(opener);
  });

  it('confirm resolves true on Confirm', async () => {
    const user = userEvent.setup();
    const { onResult, opener } = renderModal(confirmLoan);
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onResult).toHaveBeenCalledWith(true);
  });

  it('confirm resolves false on Cancel and uses custom labels', async () => {
    const user = userEvent.setup();
    const { onResult, opener } = renderModal((modal) =>
      modal.confirm({ title: 'Reject?', message: 'Sure?', confirmLabel: 'Reject', cancelLabel: 'Keep' }),
    );
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onResult).toHaveBeenCalledWith(false);
  });

  it('Escape cancels a confirm', async () => {
    const user = userEvent.setup();
    const { onResult, opener } = renderModal(confirmLoan);
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onResult).toHaveBeenCalledWith(false);
    expect(document.activeElement).toBe(opener);
  });

  it('traps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    const { opener } = renderModal(confirmLoan);
    await user.click(opener);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
  });
});
