import type { SmsMessageView } from '@kwacha/shared/staff/sms-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { EMAILS_PAGE, showEmails } from './testing/email-management-page';

beforeAll(() => preloadPages());

const PAGE = `${EMAILS_PAGE}/text-messages`;
const GET_SMS = 'GET /api/admin/sms-messages';

const sms = (overrides: Partial<SmsMessageView> = {}): SmsMessageView => ({
  id: 'sms-1',
  userId: 'user-9',
  toNumber: '+260971234567',
  kind: 'payment_received',
  body: 'Kwacha Loans: we received K100.00 (PAY-1A2B). Balance K989.30. Thank you.',
  status: 'delivered',
  provider: 'africastalking',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  sentAt: '2026-11-25T10:00:01.000Z',
  deliveredAt: '2026-11-25T10:00:09.000Z',
  ...overrides,
});

describe('Text messages beside e-mail management (docs/product.md §19)', () => {
  it('is linked from e-mail management and lists texts with status, attempts and delivery', async () => {
    const user = userEvent.setup();
    showEmails(undefined, {
      [GET_SMS]: ok({
        items: [
          sms(),
          sms({ id: 'sms-2', status: 'failed', attempts: 5, lastError: 'HTTP 503', deliveredAt: null }),
        ],
      }),
    });
    renderWithSession(EMAILS_PAGE);
    await user.click(await screen.findByRole('link', { name: 'Text messages (SMS)' }));
    expect(await screen.findByRole('heading', { name: 'Text Messages' })).toBeTruthy();
    const list = within(screen.getByRole('region', { name: 'Text messages' }));
    const items = await list.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Delivered')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(/delivered 25 November 2026, 12:00/)).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('5 attempts · africastalking · HTTP 503')).toBeTruthy();
  });

  it('filters by status, and says when none have it', async () => {
    const user = userEvent.setup();
    const api = showEmails(undefined, { [GET_SMS]: [ok({ items: [sms()] }), ok({ items: [] })] });
    renderWithSession(PAGE);
    expect(await screen.findByText(/we received K100.00/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(await screen.findByText('No text messages have this status.')).toBeTruthy();
    await waitFor(() => expect(api.calls(GET_SMS).at(-1)?.url).toContain('status=failed'));
  });

  it('shows an error with Try Again', async () => {
    const user = userEvent.setup();
    showEmails(undefined, {
      [GET_SMS]: [
        fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
        ok({ items: [] }),
      ],
    });
    renderWithSession(PAGE);
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No text messages have been written yet.')).toBeTruthy();
  });
});
