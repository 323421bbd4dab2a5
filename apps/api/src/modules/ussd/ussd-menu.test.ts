import { LANGUAGES, type Language } from '@kwacha/shared/i18n/languages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { ussdMessages } from '@kwacha/shared/i18n/server/ussd.messages';
import { formatKwacha, type Ngwee } from '@kwacha/shared/money/money';
import { describe, expect, it } from 'vitest';
import { fitsOneSegment } from '../sms/sms-texts';
import {
  answer,
  openingScreen,
  type PinCheck,
  type UssdCaller,
  type UssdLoan,
  type UssdPayment,
  type UssdPort,
  type UssdScreen,
  type UssdState,
} from './ussd-menu';

// The largest figures a screen can carry: amounts of ten million kwacha less a ngwee, a long address.
const BIG: Ngwee = 999_999_999;
const contacts = {
  site: 'https://loans.kwacha-example.co.zm',
  supportPhone: 'support@kwacha-loans.co.zm',
};
const loan = (n: number, over: Partial<UssdLoan> = {}): UssdLoan => ({
  id: `${n}bcdef12-0000-4000-8000-00000000000${n}`,
  status: 'active',
  balance: BIG,
  nextDue: { amount: BIG - 1, date: '2027-12-31' },
  paidInstalments: 11,
  instalments: 12,
  ...over,
});

/** A port over fixed loans that records what the menu asked it to do. */
function fakePort(loans: UssdLoan[], pins: PinCheck[] = [{ result: 'ok' }]) {
  const done = {
    repayments: [] as { loanId: string; amount: Ngwee }[],
    language: undefined as Language | undefined,
  };
  const payments: UssdPayment[] = Array.from({ length: 7 }, () => ({ date: '2027-12-31', amount: BIG }));
  const port: UssdPort = {
    loans: async () => loans,
    lastPayments: async () => payments,
    checkPin: async () => pins.shift() ?? { result: 'ok' },
    startRepayment: async (loanId, amount) => {
      done.repayments.push({ loanId, amount });
      return 'started';
    },
    setLanguage: async (language) => {
      done.language = language;
    },
  };
  return { port, done };
}

const callerIn = (language: Language | null): UssdCaller => ({
  language,
  pin: 'set',
  maskedPhone: '097****123',
});

/** Plays `inputs` from a fresh session and returns every screen shown. */
async function play(inputs: string[], caller: UssdCaller, port: UssdPort): Promise<UssdScreen[]> {
  const first = openingScreen(caller, contacts);
  const screens = [first.screen];
  let state: UssdState = first.state;
  for (const input of inputs) {
    const step = await answer(state, input, caller, port, contacts);
    screens.push(step.screen);
    state = step.state;
  }
  return screens;
}

describe('USSD menu', () => {
  it('shows the balance and next instalment behind the PIN', async () => {
    const { port } = fakePort([
      loan(1, { balance: 123_456, nextDue: { amount: 30_000, date: '2027-01-05' } }),
    ]);
    const screens = await play(['1', '1234'], callerIn('en'), port);
    expect(screens.map((s) => s.end)).toEqual([false, false, true]);
    expect(screens[1]?.text).toBe('Enter your 4-digit USSD PIN');
    expect(screens[2]?.text).toBe('Loan 1bcdef12: balance K1,234.56. Next payment K300.00 due 2027-01-05.');
  });

  it('repays the next instalment once, after confirmation', async () => {
    const { port, done } = fakePort([
      loan(1, { balance: 123_456, nextDue: { amount: 30_000, date: '2027-01-05' } }),
    ]);
    const screens = await play(['2', '1234', '1', '1'], callerIn('en'), port);
    expect(screens[2]?.text).toBe(
      'Pay how much on loan 1bcdef12?\n1 Next payment K300.00\n2 Whole balance K1,234.56\n3 Other amount',
    );
    expect(screens[3]?.text).toBe('Pay K300.00 on loan 1bcdef12 from 097****123?\n1 Confirm\n2 Cancel');
    expect(screens[4]?.text).toMatch(/^Payment of K300.00 started\./);
    expect(done.repayments).toEqual([{ loanId: loan(1).id, amount: 30_000 }]);
  });

  it('offers the payoff of today as the whole balance, the amount actually charged', async () => {
    const { port, done } = fakePort([
      loan(1, { balance: 123_456, payoff: 110_000, nextDue: { amount: 30_000, date: '2027-01-05' } }),
    ]);
    const screens = await play(['2', '1234', '2', '1'], callerIn('en'), port);
    expect(screens[2]?.text).toBe(
      'Pay how much on loan 1bcdef12?\n1 Next payment K300.00\n2 Whole balance K1,100.00\n3 Other amount',
    );
    expect(screens[3]?.text).toBe('Pay K1,100.00 on loan 1bcdef12 from 097****123?\n1 Confirm\n2 Cancel');
    expect(done.repayments).toEqual([{ loanId: loan(1).id, amount: 110_000 }]);
    const other = fakePort([loan(2, { balance: 123_456, payoff: 110_000 })]);
    const refused = await play(['2', '1234', '2', '1200'], callerIn('en'), other.port);
    expect(refused[4]?.text).toBe('Invalid choice.\nEnter the amount in kwacha, from K1 to K1,100.00');
  });

  it('takes another amount within the balance and refuses one above it', async () => {
    const { port, done } = fakePort([
      loan(1, { balance: 50_000, nextDue: { amount: 20_000, date: '2027-01-05' } }),
    ]);
    const screens = await play(['2', '1234', '3', '600', '250', '1'], callerIn('en'), port);
    expect(screens[4]?.text).toBe('Invalid choice.\nEnter the amount in kwacha, from K1 to K500.00');
    expect(screens[6]?.end).toBe(true);
    expect(done.repayments).toEqual([{ loanId: loan(1).id, amount: 25_000 }]);
  });

  it('cancels without starting a payment', async () => {
    const { port, done } = fakePort([loan(1)]);
    const screens = await play(['2', '1234', '2', '2'], callerIn('en'), port);
    expect(screens.at(-1)).toEqual({ text: 'Payment cancelled. Nothing was charged.', end: true });
    expect(done.repayments).toEqual([]);
  });

  it('asks which loan when there are several, and lists at most five', async () => {
    const loans = [1, 2, 3, 4, 5, 6].map((n) => loan(n));
    const { port } = fakePort(loans);
    const screens = await play(['3', '1234', '2'], callerIn('en'), port);
    expect(screens[2]?.text.split('\n')).toHaveLength(6);
    expect(screens[3]?.text).toBe('Loan 2bcdef12: active. 11 of 12 payments made.');
  });

  it('counts wrong PINs and ends when the PIN locks', async () => {
    const { port } = fakePort([loan(1)], [{ result: 'wrong', triesLeft: 2 }, { result: 'locked' }]);
    const screens = await play(['1', '12', '1111', '2222'], callerIn('en'), port);
    expect(screens[2]?.text).toBe('Invalid choice.\nEnter your 4-digit USSD PIN');
    expect(screens[3]?.text).toBe('Wrong PIN. Tries left: 2. Enter your 4-digit USSD PIN');
    expect(screens[4]).toEqual({
      text: `Too many wrong PINs. Set a new USSD PIN on your profile at ${contacts.site}`,
      end: true,
    });
  });

  it('changes the language and answers in the new one', async () => {
    const { port, done } = fakePort([]);
    const screens = await play(['5', '2'], callerIn('en'), port);
    expect(done.language).toBe('bem');
    expect(screens[2]).toEqual({ text: 'Ululimi lwenu nomba ni Ichibemba.', end: true });
  });

  it('tells an unknown number how to register, and a borrower without a PIN to set one', () => {
    expect(openingScreen(undefined, contacts).screen).toEqual({
      text: `This number is not registered with Kwacha Loans. Register at ${contacts.site} with this number.`,
      end: true,
    });
    expect(openingScreen({ ...callerIn('ny'), pin: 'not_set' }, contacts).screen.text).toMatch(/^Ikani PIN/);
  });

  describe.each([...LANGUAGES])('every screen in %s', (language) => {
    const caller = callerIn(language);
    // Each path visits its screens with the largest figures, bad input included.
    const paths = [
      ['x', '1', 'x', '1111', '1234', '1'],
      ['2', '1234', '9', '1', 'x', '3', 'abc', '9999999.99', 'x', '1'],
      ['2', '1234', '2', '2', '2'],
      ['3', '1234', '1'],
      ['4', '1234', '1'],
      ['5', 'x', '3'],
      ['6'],
    ];
    it.each(paths)('fits one GSM-7 segment along %j', async (...inputs) => {
      const { port } = fakePort(
        [1, 2, 3, 4, 5].map((n) => loan(n, { status: n === 1 ? 'overdue' : 'active' })),
        [{ result: 'wrong', triesLeft: 4 }, { result: 'ok' }],
      );
      for (const screen of await play(inputs, caller, port)) {
        expect(fitsOneSegment(screen.text), `${screen.text.length}: ${screen.text}`).toBe(true);
      }
    });
    it.each(Object.entries(ussdMessages))('fits one GSM-7 segment: %s alone', (_key, descriptor) => {
      const values = {
        ...Object.fromEntries(['amount', 'balance', 'next'].map((k) => [k, formatKwacha(BIG)])),
        loanId: '1bcdef12',
        date: '2027-12-31',
        tries: 4,
        paid: 11,
        count: 12,
        status: translate(language, ussdMessages.statusApproved),
        site: contacts.site,
        phone: contacts.supportPhone,
      };
      const text = translate(language, descriptor, values);
      expect(fitsOneSegment(text), `${text.length}: ${text}`).toBe(true);
    });
    it('fits for the opening screens and the end of a session', () => {
      const locked = openingScreen({ ...caller, pin: 'locked' }, contacts).screen.text;
      const unset = openingScreen({ ...caller, pin: 'not_set' }, contacts).screen.text;
      for (const text of [locked, unset]) expect(fitsOneSegment(text), text).toBe(true);
    });
  });
});
