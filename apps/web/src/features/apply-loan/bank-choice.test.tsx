import { CHOOSE_BANK_MESSAGE } from '@kwacha/shared/loans/banks';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FakeReply, fail, heldResponse, ok } from '../../test/fake-api';
import { preloadPages } from '../../test/render-with-session';
import { description, field, fillValidApplication, openApplyPage } from './testing/apply-page';
import { TEST_BANKS } from './testing/banks';

beforeAll(() => preloadPages());

const SUBMITTED = 'Your loan application has been submitted. We will review it shortly.';
const submitted: FakeReply = {
  status: 201,
  body: { success: true, message: SUBMITTED, msg: SUBMITTED, data: {} },
};

/** A valid application, switched to a bank account; the bank itself is left to the test. */
async function openBankApplication(extra: Record<string, FakeReply | FakeReply[]> = {}) {
  const page = openApplyPage('/apply-loan', { 'POST /api/loan-applications/apply': submitted, ...extra });
  await fillValidApplication(page.user);
  await page.user.click(screen.getByRole('radio', { name: 'Bank account' }));
  await page.user.type(field('Account name'), 'Chanda Mwila');
  await page.user.type(field('Account number'), '0123456789');
  return page;
}

const submit = (user: ReturnType<typeof openApplyPage>['user']) =>
  user.click(screen.getByRole('button', { name: 'Submit Application' }));

describe('choosing the bank on the apply form', () => {
  it('lists the banks by name and sends the chosen name with the provider’s id as bankCode', async () => {
    const { user, calls, router } = await openBankApplication();
    const bank = field('Bank');
    await waitFor(() => expect(bank.disabled).toBe(false));
    expect(
      within(bank)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select your bank', 'Absa Bank', 'Stanbic Bank', 'Zanaco']);
    // No sort code is asked for any more: the bank's id names it.
    expect(screen.queryByLabelText(/sort/i)).toBeNull();
    await user.selectOptions(bank, 'Zanaco');
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-loans'));
    const body = JSON.parse(String(calls('POST /api/loan-applications/apply')[0]?.body));
    expect(body).toMatchObject({
      disbursementMethod: 'bank_account',
      bankName: 'Zanaco',
      bankCode: '016',
      bankAccountName: 'Chanda Mwila',
      bankAccountNumber: '0123456789',
    });
    expect(body).not.toHaveProperty('mobileMoneyNumber');
  });

  it('shows the list loading in a disabled, labelled select', async () => {
    const banks = heldResponse();
    await openBankApplication({ 'GET /api/banks': banks.handler });
    const bank = field('Bank');
    expect(bank.tagName).toBe('SELECT');
    expect(bank.disabled).toBe(true);
    expect(bank.getAttribute('aria-busy')).toBe('true');
    expect(within(bank).getByRole('option').textContent).toBe('Loading banks…');
    await banks.answer(Response.json({ success: true, message: 'OK', msg: 'OK', data: TEST_BANKS }));
    await waitFor(() => expect(field('Bank').disabled).toBe(false));
    expect(field('Bank').hasAttribute('aria-busy')).toBe(false);
  });

  it('shows why the list did not load, with a retry that brings it', async () => {
    const unavailable = 'The list of banks is not available right now. Please try again shortly.';
    const { user } = await openBankApplication({
      'GET /api/banks': [fail(503, 'BANK_LIST_UNAVAILABLE', unavailable), ok(TEST_BANKS)],
    });
    await waitFor(() => expect(description(field('Bank'))).toContain(unavailable));
    // Submitting now puts the focus on the one thing that helps.
    await submit(user);
    const retry = screen.getByRole('button', { name: 'Try Again' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    await user.click(retry);
    await waitFor(() => expect(field('Bank').disabled).toBe(false));
    await user.selectOptions(field('Bank'), 'Absa Bank');
    expect(field('Bank').value).toBe('002');
  });

  it('asks for a bank from the list and focuses it when none is chosen', async () => {
    const { user, calls } = await openBankApplication();
    await waitFor(() => expect(field('Bank').disabled).toBe(false));
    await submit(user);
    expect(description(field('Bank'))).toContain(CHOOSE_BANK_MESSAGE);
    await waitFor(() => expect(document.activeElement).toBe(field('Bank')));
    expect(calls('POST /api/loan-applications/apply')).toHaveLength(0);
  });

  it('shows the server refusing the bank next to the list, until another is chosen', async () => {
    const refused = fail(400, 'VALIDATION_ERROR', CHOOSE_BANK_MESSAGE, {
      error: {
        code: 'VALIDATION_ERROR',
        message: CHOOSE_BANK_MESSAGE,
        details: [{ field: 'bankCode', msg: CHOOSE_BANK_MESSAGE, message: CHOOSE_BANK_MESSAGE }],
      },
    });
    const { user } = await openBankApplication({ 'POST /api/loan-applications/apply': refused });
    await waitFor(() => expect(field('Bank').disabled).toBe(false));
    await user.selectOptions(field('Bank'), 'Stanbic Bank');
    await submit(user);
    await waitFor(() => expect(description(field('Bank'))).toContain(CHOOSE_BANK_MESSAGE));
    await waitFor(() => expect(document.activeElement).toBe(field('Bank')));
    await user.selectOptions(field('Bank'), 'Absa Bank');
    expect(description(field('Bank'))).not.toContain(CHOOSE_BANK_MESSAGE);
  });
});
