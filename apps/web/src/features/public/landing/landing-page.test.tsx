import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session/session-context';
import { createUser, signedInAs } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { LandingCalculator } from './landing-calculator';
import { LandingPage } from './landing-page';

const routes = [
  { path: '/', Component: LandingPage },
  { path: '/register', element: <h1>Register screen</h1> },
  { path: '/apply-loan', element: <h1>Apply screen</h1> },
];

/** The calculator alone (the real / redirects signed-in visitors) with the session's state shown. */
function CalculatorWithSession() {
  const { status } = useSession();
  return (
    <>
      <p>Session: {status}</p>
      <LandingCalculator />
    </>
  );
}

const amountField = () => screen.getByLabelText('Loan Amount (K)');
const durationField = () => screen.getByLabelText('Duration (months)');
const applyButton = () => screen.getByRole('button', { name: 'Apply for This Loan' });

async function enter(user: ReturnType<typeof userEvent.setup>, amount: string, months: string) {
  await user.clear(amountField());
  if (amount) await user.type(amountField(), amount);
  await user.clear(durationField());
  if (months) await user.type(durationField(), months);
}

/** The figure shown beside a result's label. */
const result = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('LandingPage', () => {
  beforeEach(() => {
    // Only Date is faked, so user-event's timers still run: "today" in Lusaka is 21 November 2026.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the hero, the calls to action, the three steps and who can apply', async () => {
    renderApp('/', routes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Financial Journey, Simplified.' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Apply for a Loan' }).getAttribute('href')).toBe('/apply-loan');
    expect(screen.getByRole('link', { name: 'Learn How It Works' }).getAttribute('href')).toBe(
      '/how-it-works',
    );
    for (const step of ['Easy Application', 'Flexible Options', 'Smooth Disbursement']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeDefined();
    }
    expect(screen.getByText('You are a Zambian citizen aged 18 or over.')).toBeDefined();
    expect(document.title).toBe('Kwacha Loans');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'K10 to K50,000',
    );
  });

  it('shows each calculator message under its field as the visitor types', async () => {
    const user = userEvent.setup();
    renderApp('/', routes);
    await screen.findByLabelText('Loan Amount (K)');

    await enter(user, '', '12');
    expect(screen.getByText('Please enter a valid loan amount')).toBeDefined();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    const errorId = amountField().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Please enter a valid loan amount');

    await enter(user, '5', '12');
    expect(screen.getByText('Minimum loan amount is K10')).toBeDefined();

    await enter(user, '60000', '12');
    expect(screen.getByText('Maximum loan amount is K50,000')).toBeDefined();

    await enter(user, '1000', '');
    expect(screen.getByText('Please enter a valid duration')).toBeDefined();
    expect(durationField().getAttribute('aria-invalid')).toBe('true');
    expect(amountField().getAttribute('aria-invalid')).toBeNull();
    expect(applyButton()).toHaveProperty('disabled', true);
  });

  it.each([
    ['5', 'Minimum loan amount is K10'],
    ['-3', 'Minimum loan amount is K10'],
    ['abc', 'Please enter a valid loan amount'],
  ])('answers the amount %j with %j and no estimate', async (amount, message) => {
    const user = userEvent.setup();
    renderApp('/', routes);
    await screen.findByLabelText('Loan Amount (K)');
    await enter(user, amount, '12');

    const errorId = amountField().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(message);
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    // Exactly one amount message: a negative number is under the minimum, not "not a valid amount".
    const other =
      message === 'Minimum loan amount is K10'
        ? 'Please enter a valid loan amount'
        : 'Minimum loan amount is K10';
    expect(screen.queryByText(other)).toBeNull();
    expect(screen.getByText('Enter a loan amount and a duration to see your estimate.')).toBeDefined();
    expect(applyButton()).toHaveProperty('disabled', true);
  });

  it('works out the SPEC example: K10,000 over 12 months', async () => {
    const user = userEvent.setup();
    renderApp('/', routes);
    await screen.findByLabelText('Loan Amount (K)');
    await enter(user, '10000', '12');

    // fee = 5% × 10,000 = 500; received = 10,000 − 500 = 9,500;
    // total = 10,000 + 10,000 × 0.15 × 12/12 = 11,500; monthly = 11,500 / 12 = 958.33
    expect(result('Service Fee (5%)')).toBe('K500.00');
    expect(result('Amount You Receive')).toBe('K9,500.00');
    expect(result('Monthly Repayment')).toBe('K958.33');
    expect(result('Total Repayment')).toBe('K11,500.00');
    expect(result('Next Payment Date')).toBe('21 December 2026');
    expect(screen.getByText(/This is an estimate only/).textContent).toContain('15% per year');
  });

  it('enables Apply for This Loan from K100, and sends guests to /register', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', routes);
    await screen.findByLabelText('Loan Amount (K)');

    await enter(user, '99.99', '6');
    expect(applyButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Applications start from K100.00.')).toBeDefined();

    await enter(user, '100', '6');
    expect(applyButton()).toHaveProperty('disabled', false);
    await user.click(applyButton());
    expect(await screen.findByRole('heading', { name: 'Register screen' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('sends signed-in visitors to /apply-loan', async () => {
    signedInAs(createUser());
    const user = userEvent.setup();
    const { router } = renderApp('/', [{ path: '/', Component: CalculatorWithSession }, ...routes.slice(1)]);
    // The session loads in the background; the button's target follows it.
    await screen.findByText('Session: authenticated');
    await enter(user, '2500', '6');
    await user.click(applyButton());
    expect(await screen.findByRole('heading', { name: 'Apply screen' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/apply-loan');
  });
});
