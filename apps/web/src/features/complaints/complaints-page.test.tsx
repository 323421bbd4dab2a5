import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';
import { COMPLAINT_LOAN, openAndResolvedComplaints, signInForComplaints } from './testing/complaints-page';

beforeAll(() => preloadPages());

const CREATE = 'POST /api/complaints';

describe('ComplaintsPage', () => {
  it('lists the borrower’s complaints with reference, topic, status and the promised dates', async () => {
    signInForComplaints(ok(openAndResolvedComplaints()));
    renderWithSession('/complaints');
    const list = await screen.findByRole('list', { name: 'Your complaints, newest first' });
    expect(document.title).toBe('Complaints | Kwacha Loans');
    const open = within(within(list).getByRole('article', { name: 'CMP-7K4M-Q2XD' }));
    expect(open.getByText('Received')).toBeTruthy();
    expect(open.getByText('A payment was not applied')).toBeTruthy();
    expect(
      open.getByText('We will acknowledge it by Mon 30 Nov, 17:00 and answer by Fri 11 Dec, 17:00.'),
    ).toBeTruthy();
    const resolved = within(within(list).getByRole('article', { name: 'CMP-2222-3333' }));
    expect(resolved.getByText('Resolved')).toBeTruthy();
    expect(resolved.getByText('We refunded the late fee of K50.')).toBeTruthy();
  });

  it('has an empty state and a load error with a retry', async () => {
    signInForComplaints([fail(500, 'INTERNAL_ERROR'), ok([])]);
    renderWithSession('/complaints');
    expect(await screen.findByText('Failed to load your complaints. Please try again.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('You have not raised any complaints.')).toBeTruthy();
  });

  it('checks the form on the page, then sends it as a form and shows the reference', async () => {
    const user = userEvent.setup();
    const api = signInForComplaints(ok([]), {
      [CREATE]: {
        status: 201,
        body: {
          success: true,
          message: 'Your complaint was received. Your reference is CMP-ABCD-EFGH.',
          msg: 'Your complaint was received. Your reference is CMP-ABCD-EFGH.',
          data: { id: 'cmp-9', reference: 'CMP-ABCD-EFGH' },
        },
      },
    });
    renderWithSession('/complaints');
    await screen.findByText('You have not raised any complaints.');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    const topic = screen.getByRole('combobox', { name: /What is it about/ });
    expect(await screen.findByText('Please choose what your complaint is about.')).toBeTruthy();
    expect(screen.getByText('Please describe what happened.')).toBeTruthy();
    expect(document.activeElement).toBe(topic);
    expect(api.calls(CREATE)).toHaveLength(0);

    await user.selectOptions(topic, 'payment_not_applied');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Loan (optional)' }), COMPLAINT_LOAN.id);
    await user.type(
      screen.getByRole('textbox', { name: /What happened/ }),
      'I paid K500 on Monday but my balance did not change.',
    );
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Attachment (optional)'), png);
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));

    expect(
      await screen.findByText('Your complaint was received. Your reference is CMP-ABCD-EFGH.'),
    ).toBeTruthy();
    const sent = api.calls(CREATE)[0]?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('category')).toBe('payment_not_applied');
    expect(sent.get('loanId')).toBe(COMPLAINT_LOAN.id);
    expect(sent.get('description')).toBe('I paid K500 on Monday but my balance did not change.');
    expect((sent.get('attachment') as File).name).toBe('receipt.png');
    expect(sent.has('paymentId')).toBe(false);
  });

  it('refuses a file that is not a picture or a PDF before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    signInForComplaints(ok([]), {
      [CREATE]: fail(
        400,
        'VALIDATION_ERROR',
        'The attachment must be a PNG or JPEG image or a PDF document.',
      ),
    });
    renderWithSession('/complaints');
    await screen.findByText('You have not raised any complaints.');
    const input = screen.getByLabelText('Attachment (optional)');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('The attachment must be a PNG or JPEG image or a PDF document.')).toBeTruthy();
  });

  it('prefills the loan from ?loanId= (the loan page’s link)', async () => {
    signInForComplaints(ok([]));
    renderWithSession(`/complaints?loanId=${COMPLAINT_LOAN.id}`);
    await screen.findByText('You have not raised any complaints.');
    const loan = screen.getByRole('combobox', { name: 'Loan (optional)' }) as HTMLSelectElement;
    await screen.findByRole('option', { name: /Personal Loan/ });
    expect(loan.value).toBe(COMPLAINT_LOAN.id);
    expect(screen.getByRole('combobox', { name: 'Payment (optional)' })).toBeTruthy();
  });
});
