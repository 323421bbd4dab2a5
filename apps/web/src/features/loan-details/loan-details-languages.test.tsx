import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { createActiveLoan, PLANNED_SCHEDULE } from '../../test/builders/loans';
import { createPayment } from '../../test/builders/payments';
import { createPayoffQuote } from '../../test/builders/payoff-quotes';
import { createUser, fail, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const ID = 'loan-0001-aaaa';
const LOAN = `GET /api/loan-applications/${ID}`;
const QUOTE = `GET /api/loan-applications/${ID}/payoff-quote`;

const quote = createPayoffQuote({ loanId: ID });

const loan = createActiveLoan({
  id: ID,
  outstandingBalance: 1100,
  schedule: PLANNED_SCHEDULE.map((line) => ({ ...line, status: 'overdue', daysOverdue: 3 })),
  paymentHistory: [
    createPayment({
      loanId: ID,
      status: 'successful',
      amount: 100,
      reference: 'KWL-PAY-0007',
      operator: 'mtn',
      phoneNumber: '260961230001',
      settledAt: '2026-11-25T08:30:04.000Z',
    }),
  ],
});

describe('Loan details in Ichibemba (docs/product.md §22)', () => {
  it('speaks Ichibemba once chosen, and English again after', async () => {
    await act(() => setLanguage('bem'));
    signedInAs(createUser(), { [LOAN]: ok(loan), [QUOTE]: ok(quote) });
    renderWithSession(`/loan-details/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ukulondolola kwa Ngongole' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bweleleni' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Lipileni na mobile money' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tuleni ilyashi lya kuilishanya pa ngongole iyi' })).toBeTruthy();

    const information = screen.getByRole('region', { name: 'Ifya Ngongole' });
    expect(within(information).getByText('imyeshi 6')).toBeTruthy();
    expect(within(information).getByText('Ilebomba')).toBeTruthy();
    const disbursement = screen.getByRole('region', { name: 'Ifya Kupeela Indalama' });
    expect(within(disbursement).getByText('Inshila')).toBeTruthy();
    expect(within(disbursement).getByText('Mobile money')).toBeTruthy();

    // The payoff panel, its amounts in kwacha as in English.
    const payoff = await screen.findByRole('region', { name: 'Pwisheni ingongole bwangu' });
    expect(await within(payoff).findByText(/^Pa kupwisha ingongole pa .+: K1,012\.10$/)).toBeTruthy();
    expect(within(payoff).getByText('Ingongole yine iishalapo')).toBeTruthy();
    expect(within(payoff).getByRole('link', { name: 'Pwisheni ingongole lelo' })).toBeTruthy();

    // The schedule, with the plural of days.
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Ubushiku bwa Kulipila' })).toBeTruthy();
    expect(within(table).getByText('Lwachelwa (inshiku 3)')).toBeTruthy();

    const statement = screen.getByRole('region', { name: 'Ilyashi lya Ngongole' });
    expect(within(statement).getByRole('button', { name: 'Pokeleleni ilyashi lya ngongole' })).toBeTruthy();

    const history = screen.getByRole('region', { name: 'Ifyo Mwalipila' });
    const card = within(history).getByRole('article', { name: 'Ubulipilo bwa K100.00: Bwapita bwino' });
    expect(within(card).getByText('Inambala ya bulipilo')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Pokeleleni irisiti KWL-PAY-0007' })).toBeTruthy();
    expect(card.textContent).toContain('MTN ••••iipwila pa 0001');

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Loan Details' })).toBeTruthy();
    expect(screen.getByText('To close the loan on 7 December 2026: K1,012.10')).toBeTruthy();
    expect(within(table).getByText('Overdue (3 days)')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Successful payment of K100.00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download receipt KWL-PAY-0007' })).toBeTruthy();
  });

  it('says that a loan was not found in Chinyanja', async () => {
    await act(() => setLanguage('ny'));
    signedInAs(createUser(), { [LOAN]: fail(404, 'LOAN_NOT_FOUND', 'Loan not found.') });
    renderWithSession(`/loan-details/${ID}`);
    expect((await screen.findByRole('alert')).textContent).toBe('Ngongole sinapezeke.');
    expect(screen.getByRole('heading', { level: 1, name: 'Tsatanetsatane wa Ngongole' })).toBeTruthy();
  });
});
