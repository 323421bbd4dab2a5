import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormError } from '../../components/form/form-message';
import { TextField } from '../../components/form/text-field';
import { NETWORK_ERROR_MESSAGE } from '../api-client';
import { ApiError } from '../api-error';
import type { SchemaSource } from './schema-resolver';
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

/**
 * A form whose schema comes from its props: a loader, as the public forms' is, or a schema that changes
 * between renders, as the apply form's does with the products.
 */
function SourceHarness({
  source,
  onValid,
}: {
  source: SchemaSource<unknown>;
  onValid: (v: unknown) => void;
}) {
  const form = useSchemaForm({ schema: source, defaultValues: { name: '', code: '' } });
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <FormError message={form.formError} />
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Code" {...form.field('code')} />
      <button type="submit">Save</button>
    </form>
  );
}

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

  it('checks with the schema of the latest render when it changes (one built from props)', async () => {
    const stricter = schema.extend({ name: z.string().min(10, 'Names here are ten letters or more.') });
    const user = userEvent.setup();
    const { rerender } = render(<SourceHarness source={schema} onValid={vi.fn()} />);
    rerender(<SourceHarness source={stricter} onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('Name'), 'Mwila');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy('Name')).toBe('Names here are ten letters or more.'));
  });

  describe('with a schema loaded when the form is first used', () => {
    it('loads it on the first change, not before, and checks with it', async () => {
      const load = vi.fn(async () => schema);
      const onValid = vi.fn();
      const user = userEvent.setup();
      render(<SourceHarness source={load} onValid={onValid} />);
      expect(load).not.toHaveBeenCalled();
      await user.type(screen.getByLabelText('Code'), '12');
      expect(load).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(describedBy('Name')).toBe('Name is required.'));
      expect(describedBy('Code')).toBe('Codes are four digits.');
      expect(onValid).not.toHaveBeenCalled();

      await user.type(screen.getByLabelText('Name'), 'Mwila');
      await user.type(screen.getByLabelText('Code'), '34');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
      expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Mwila', code: '1234' });
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('says the connection failed when it cannot load, keeps what was typed, and tries again on the next submit', async () => {
      let online = false;
      const load = vi.fn(async () => {
        if (!online) throw new TypeError('Failed to fetch dynamically imported module');
        return schema;
      });
      const onValid = vi.fn();
      const user = userEvent.setup();
      render(<SourceHarness source={load} onValid={onValid} />);
      await user.type(screen.getByLabelText('Name'), 'Mwila');
      await user.type(screen.getByLabelText('Code'), '1234');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NETWORK_ERROR_MESSAGE));
      expect(onValid).not.toHaveBeenCalled();
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Mwila');

      online = true;
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
      expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Mwila', code: '1234' });
      expect(screen.getByRole('alert').textContent).toBe('');
    });

    it('ignores a second submit while the first is still loading the schema', async () => {
      let release: (loaded: typeof schema) => void = () => {};
      const load = vi.fn(() => new Promise<typeof schema>((resolve) => (release = resolve)));
      const onValid = vi.fn();
      const user = userEvent.setup();
      render(<SourceHarness source={load} onValid={onValid} />);
      await user.type(screen.getByLabelText('Name'), 'Mwila');
      await user.type(screen.getByLabelText('Code'), '1234');
      const save = screen.getByRole('button', { name: 'Save' });
      await act(async () => {
        save.click();
        save.click();
      });
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => release(schema));
      await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
      await act(async () => save.click());
      await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
    });
  });
});
