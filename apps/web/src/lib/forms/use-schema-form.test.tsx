import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../../components/form/text-field';
import { ApiError } from '../api-error';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  code: z.string().regex(/^\d{4}$/, 'Codes are four digits.'),
});

const refusal = new ApiError({
  status: 400,
  code: 'VALIDATION_ERROR',
  message: 'Invalid request',
  details: [
    { field: 'role', msg: 'Not allowed.', message: 'Not allowed.' },
    { field: 'code', msg: 'That code is taken.', message: 'That code is taken.' },
  ],
});

function Harness({ afterSubmit, onValid }: { afterSubmit?: 'clear'; onValid: (v: unknown) => void }) {
  const form = useSchemaForm({ schema, defaultValues: { name: '', code: '' }, afterSubmit });
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Code" {...form.field('code')} />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.showServerErrors(refusal, { focus: true })}>
        Refuse
      </button>
    </form>
  );
}

const describedBy = (label: string) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;

describe('useSchemaForm', () => {
  it('shows the schema’s messages beside their fields and focuses the first in page order', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Harness onValid={onValid} />);
    await user.type(screen.getByLabelText('Code'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy('Name')).toBe('Name is required.');
    expect(describedBy('Code')).toBe('Codes are four digits.');
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), ' Mwila ');
    await user.type(screen.getByLabelText('Code'), '34');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Mwila', code: '1234' });
  });

  it('after a submit, checks a field again as it changes, or only clears its message', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText('Code'), '1');
    await waitFor(() => expect(describedBy('Code')).toBe('Codes are four digits.'));
    await user.type(screen.getByLabelText('Name'), 'M');
    await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull());
    unmount();

    render(<Harness afterSubmit="clear" onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy('Code')).toBe('Codes are four digits.'));
    await user.type(screen.getByLabelText('Code'), '1');
    await waitFor(() => expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBeNull());
  });

  it('puts the server’s field messages beside the fields it has and focuses the first', async () => {
    const user = userEvent.setup();
    render(<Harness onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Code')));
    expect(describedBy('Code')).toBe('That code is taken.');
    expect(screen.queryByText('Not allowed.')).toBeNull();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });
});
