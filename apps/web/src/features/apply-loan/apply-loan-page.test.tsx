import { KEY_FACTS_REQUIRED_MESSAGE } from '@kwacha/shared/loans/apply-request';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PRODUCTS } from '../../test/builders/loan-products';
import { fail, heldResponse, ok } from '../../test/fake-api';
import { preloadPages } from '../../test/render-with-session';
import {
  DEFAULT_LOAN_TERMS,
  description,
  field,
  fillValidApplication,
  openApplyPage as openPage,
} from './testing/apply-page';

beforeAll(() => preloadPages());

const SUBMITTED = 'Your loan application has been submitted. We will review it shortly.';
const ALREADY_OPEN =
  'You already have an application under review. Please wait for a decision before applying again.';

/** The value shown beside a quote label. */
const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Your quote' })).getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent;

describe('ApplyLoanPage', () => {
  it('loads the products as cards and preselects ?product=education', async () => {
    // The products answer only when the test says so, so the skeleton can be seen.
    const products = heldResponse();
    openPage('/apply-loan?product=education', { 'GET /api/loan-products': products.handler });
    expect(await screen.findByText('Loading loan products…')).toBeTruthy();
    await products.answer(Response.json({ success: true, message: 'OK', msg: 'OK', data: TEST_PRODUCTS }));
    const education = await screen.findByRole('radio', { name: 'Education Loan' });
    expect((education as HTMLInputElement).checked).toBe(true);
    expect(description(education)).toBe('K10 – K30,000, 3–10 months, from 2.2% a month');
    expect((screen.getByRole('radio', { name: 'Personal Loan' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getAllByRole('radio', { name: /Loan$/ })).toHaveLength(6);
    expect(description(field('Amount (K)'))).toBe('From K10.00 to K30,000.00');
    expect(description(field('Duration (months)'))).toBe('From 3 to 10 months');
    expect(document.title).toBe('Apply for a Loan | Kwacha Loans');
  });

  it('shows a load failure with a retry', async () => {
    const { user } = openPage('/apply-loan', {
      'GET /api/loan-products': [fail(500, 'INTERNAL', 'Something broke on our side.'), ok(TEST_PRODUCTS)],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Something broke on our side.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('radio', { name: 'Personal Loan' })).toBeTruthy();
  });

  it("checks the amount and term against the product's limits as you type", async () => {
    const { user } = openPage('/apply-loan?product=education');
    await screen.findByRole('radio', { name: 'Education Loan' });
    await user.type(field('Amount (K)'), '30000.01');
    expect(description(field('Amount (K)'))).toContain(
      'Education Loan amounts are from K10.00 to K30,000.00.',
    );
    expect(field('Amount (K)').getAttribute('aria-invalid')).toBe('true');
    await user.type(field('Duration (months)'), '11');
    expect(description(field('Duration (months)'))).toContain(
      'Education Loan terms are from 3 to 10 months.',
    );
    // Within the limits again, the messages go.
    await user.clear(field('Amount (K)'));
    await user.type(field('Amount (K)'), '30000');
    expect(description(field('Amount (K)'))).toBe('From K10.00 to K30,000.00');
  });

  it('quotes K1,000 over 3 months on the personal loan with the shared maths', async () => {
    const { user } = openPage('/apply-loan?product=personal');
    await screen.findByRole('radio', { name: 'Personal Loan' });
    await user.type(field('Amount (K)'), '1000');
    await user.type(field('Duration (months)'), '3');
    // fee 5% = 50.00; instalment 1000 × 0.025 × 1.025³ / (1.025³ − 1) = 350.14;
    // interest 25.00 + 16.87 + 8.54 = 50.41
    expect(figure('Service fee (5%)')).toBe('K50.00');
    expect(figure('You receive')).toBe('K950.00');
    expect(figure('Monthly instalment')).toBe('K350.14');
    expect(figure('Total interest')).toBe('K50.41');
    expect(figure('Total repayable')).toBe('K1,050.41');
    expect(figure('APR (incl. fee)')).toMatch(/^\d+(\.\d+)?%$/);
    expect(screen.getByText('Show repayment schedule')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Repayment schedule' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]?.textContent).toContain('K350.13');
  });

  it('quotes with the fee and late-fee rule the server has, not a constant (docs/product.md §14.5)', async () => {
    const { user } = openPage('/apply-loan?product=personal', {
      'GET /api/loan-products/terms': ok({
        serviceFeePercent: 6.5,
        lateFeePercent: 7.5,
        lateFeeGraceDays: 5,
      }),
    });
    await screen.findByRole('radio', { name: 'Personal Loan' });
    await user.type(field('Amount (K)'), '1000');
    await user.type(field('Duration (months)'), '3');
    // 6.5% of K1,000 = K65.00; the instalment does not depend on the fee.
    expect(figure('Service fee (6.5%)')).toBe('K65.00');
    expect(figure('You receive')).toBe('K935.00');
    expect(figure('Monthly instalment')).toBe('K350.14');
    const keyFacts = screen.getByRole('region', { name: 'Key facts' }).textContent;
    expect(keyFacts).toContain('A service fee of K65.00 (6.5%) is deducted when the loan is paid out');
    expect(keyFacts).toContain('more than 5 days late, a one-time late fee of 7.5% of that instalment');
  });

  it('shows a failure to load the terms with a retry', async () => {
    const { user } = openPage('/apply-loan', {
      'GET /api/loan-products/terms': [
        fail(503, 'SERVICE_UNAVAILABLE', 'Try again shortly.'),
        ok({
          serviceFeePercent: 5,
          lateFeePercent: 5,
          lateFeeGraceDays: 3,
        }),
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Try again shortly.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('radio', { name: 'Personal Loan' })).toBeTruthy();
  });

  it('shows the key facts and requires the tick box', async () => {
    const { user } = openPage('/apply-loan?product=personal');
    await screen.findByRole('radio', { name: 'Personal Loan' });
    await user.type(field('Amount (K)'), '1000');
    await user.type(field('Duration (months)'), '3');
    await user.type(field('Purpose'), 'School fees');
    await user.type(field('Mobile money number'), '0977123456');
    const keyFacts = screen.getByRole('region', { name: 'Key facts' });
    expect(keyFacts.textContent).toContain('You are borrowing K1,000.00 (Personal Loan) for 3 months.');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const tick = field('I have read and understood the key facts');
    expect(description(tick)).toBe(KEY_FACTS_REQUIRED_MESSAGE);
    await waitFor(() => expect(document.activeElement).toBe(tick));
  });

  it('detects the operator from the number, and refuses a mismatch', async () => {
    const { user } = openPage('/apply-loan?product=personal');
    await screen.findByRole('radio', { name: 'Personal Loan' });
    await user.type(field('Mobile money number'), '0966123456');
    expect(screen.getByText('Detected: MTN')).toBeTruthy();
    expect(field('Mobile money operator').value).toBe('mtn');
    await user.clear(field('Mobile money number'));
    await user.type(field('Mobile money number'), '0977123456');
    expect(screen.getByText('Detected: Airtel')).toBeTruthy();
    expect(field('Mobile money operator').value).toBe('airtel');
    await user.selectOptions(field('Mobile money operator'), 'mtn');
    expect(description(field('Mobile money operator'))).toBe('This number belongs to Airtel, not MTN.');
  });

  it('submits the application, then shows My Loans with a success toast', async () => {
    const { user, calls, router } = openPage('/apply-loan', {
      'POST /api/loan-applications/apply': {
        status: 201,
        body: { success: true, message: SUBMITTED, msg: SUBMITTED, data: {} },
      },
    });
    await fillValidApplication(user);
    // The credit bureau consent: unticked until the borrower ticks it (docs/product.md §25.1).
    const consent = screen.getByRole('checkbox', { name: /check my credit record/ });
    expect((consent as HTMLInputElement).checked).toBe(false);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-loans'));
    expect(await screen.findByText('Application submitted')).toBeTruthy();
    expect(screen.getByText(SUBMITTED)).toBeTruthy();
    const [call] = calls('POST /api/loan-applications/apply');
    expect(JSON.parse(String(call?.body))).toEqual({
      productId: 'personal',
      amount: 1000,
      duration: 3,
      purpose: 'School fees',
      disbursementMethod: 'mobile_money',
      mobileMoneyNumber: '0977123456',
      mobileMoneyProvider: 'airtel',
      acceptKeyFacts: true,
      agreedTerms: { monthlyRatePercent: 2.5, serviceFeePercent: 5, lateFeePercent: 5, lateFeeGraceDays: 3 },
      creditBureauConsent: true,
      creditBureauWordingVersion: 'credit-bureau-2026-12',
    });
  });

  it('shows Submitting... and blocks a second submit while the answer is on its way', async () => {
    const held = heldResponse();
    const { user, calls } = openPage('/apply-loan', {
      'POST /api/loan-applications/apply': held.handler,
    });
    await fillValidApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(calls('POST /api/loan-applications/apply')).toHaveLength(1);
    const body = {
      success: false,
      message: ALREADY_OPEN,
      msg: ALREADY_OPEN,
      error: { code: 'APPLICATION_ALREADY_OPEN', message: ALREADY_OPEN },
    };
    await held.answer(Response.json(body, { status: 409 }));
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeTruthy();
  });

  it('shows an open application refusal with a link to My Loans, keeping every value', async () => {
    const { user, router } = openPage('/apply-loan', {
      'POST /api/loan-applications/apply': fail(409, 'APPLICATION_ALREADY_OPEN', ALREADY_OPEN),
    });
    await fillValidApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const alert = await screen.findByText(ALREADY_OPEN);
    expect(within(alert).getByRole('link', { name: 'Go to My Loans' }).getAttribute('href')).toBe(
      '/my-loans',
    );
    expect(router.state.location.pathname).toBe('/apply-loan');
    expect(field('Amount (K)').value).toBe('1000');
    expect(field('Mobile money number').value).toBe('0977123456');
    expect((field('I have read and understood the key facts') as HTMLInputElement).checked).toBe(true);
  });

  it('sends the terms it showed; when they changed, loads the new ones and asks for a new tick', async () => {
    const changed =
      'The loan terms changed while you were applying. Please review the new key facts and accept them again.';
    const { user, calls } = openPage('/apply-loan', {
      'GET /api/loan-products/terms': [
        ok(DEFAULT_LOAN_TERMS),
        ok({ ...DEFAULT_LOAN_TERMS, serviceFeePercent: 6 }),
      ],
      'POST /api/loan-applications/apply': fail(409, 'TERMS_CHANGED', changed),
    });
    await fillValidApplication(user);
    expect(figure('Service fee (5%)')).toBe('K50.00');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(changed)).toBeDefined();
    const [call] = calls('POST /api/loan-applications/apply');
    expect(JSON.parse(String(call?.body)).agreedTerms).toEqual({
      monthlyRatePercent: 2.5,
      serviceFeePercent: 5,
      lateFeePercent: 5,
      lateFeeGraceDays: 3,
    });
    // The new fee arrives; the tick was for the old terms.
    await waitFor(() => expect(figure('Service fee (6%)')).toBe('K60.00'));
    expect((field('I have read and understood the key facts') as HTMLInputElement).checked).toBe(false);
  });

  it('shows why a borrower is not eligible without signing them out', async () => {
    const message = 'You cannot apply while a loan is overdue.';
    const { user, router } = openPage('/apply-loan', {
      'POST /api/loan-applications/apply': fail(403, 'NOT_ELIGIBLE', message),
    });
    await fillValidApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/apply-loan');
  });

  it('signs out when the server no longer accepts the session', async () => {
    const { user, router } = openPage('/apply-loan', {
      'POST /api/loan-applications/apply': fail(403, 'FORBIDDEN', 'Access denied.'),
    });
    await fillValidApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("puts the server's field errors next to the fields", async () => {
    const { user } = openPage('/apply-loan', {
      'POST /api/loan-applications/apply': fail(400, 'VALIDATION_ERROR', 'Invalid request', {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid request',
          details: [
            {
              field: 'amount',
              msg: 'Personal Loan amounts are from K10.00 to K50,000.00.',
              message: 'Personal Loan amounts are from K10.00 to K50,000.00.',
            },
            {
              field: 'purpose',
              msg: 'Purpose must be at most 200 characters.',
              message: 'Purpose must be at most 200 characters.',
            },
          ],
        },
      }),
    });
    await fillValidApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(description(field('Amount (K)'))).toContain(
        'Personal Loan amounts are from K10.00 to K50,000.00.',
      ),
    );
    expect(description(field('Purpose'))).toContain('Purpose must be at most 200 characters.');
    await waitFor(() => expect(document.activeElement).toBe(field('Amount (K)')));
    // Changing the field clears the server's word on it.
    await user.type(field('Purpose'), '!');
    expect(description(field('Purpose'))).not.toContain('Purpose must be at most 200 characters.');
  });

  it('asks for a product first when none is chosen', async () => {
    const { user, calls } = openPage();
    await screen.findByRole('radio', { name: 'Personal Loan' });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const first = screen.getByRole('radio', { name: 'Personal Loan' });
    expect(description(first)).toContain('Please choose a loan product.');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(calls('POST /api/loan-applications/apply')).toHaveLength(0);
  });
});
