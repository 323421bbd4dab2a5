import type { Language } from '@kwacha/shared/i18n/languages';
import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { ussdMessages as m } from '@kwacha/shared/i18n/server/ussd.messages';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { formatKwacha, type Ngwee, parseKwacha } from '@kwacha/shared/money/money';
import type { UssdOutcome } from '@kwacha/shared/ussd/ussd-sessions';

/**
 * The USSD menu (docs/product.md §26) as a state machine over one input at a time, apart from any gateway's
 * protocol and any store: a gateway adapter turns its request into (session state, latest input), this
 * answers with the screen and the state to keep. It never waits on a provider: a repayment is only
 * started through the port, its outcome reaches the borrower by SMS.
 */

/** A screen: CON keeps the session open for an answer, END closes it. */
export interface UssdScreen {
  text: string;
  end: boolean;
}

/** What the menu shows of one loan. */
export interface UssdLoan {
  id: string;
  status: LoanStatus;
  balance: Ngwee;
  /**
   * What pays the loan off today (docs/product.md §13.6: the balance without interest not yet due), when
   * it can be paid off; the repayment menu offers it as the whole balance, the amount actually charged.
   */
  payoff?: Ngwee;
  /** The next instalment still owed, when there is one. */
  nextDue?: { amount: Ngwee; date: string };
  paidInstalments: number;
  instalments: number;
}

export interface UssdPayment {
  /** ISO date (Lusaka). */
  date: string;
  amount: Ngwee;
}

export type PinCheck = { result: 'ok' } | { result: 'wrong'; triesLeft: number } | { result: 'locked' };

/** The borrower behind the calling number, as the menu needs them; undefined when the number is unknown. */
export interface UssdCaller {
  language: Language | null;
  pin: 'set' | 'not_set' | 'locked';
  /** The calling number, masked as a screen may show it (097****123). */
  maskedPhone: string;
}

/** What the menu reads and does, given by the service for the caller of this session. */
export interface UssdPort {
  /** The caller's loans still worth showing (open applications, and loans paid out and not closed). */
  loans(): Promise<UssdLoan[]>;
  /** The loan's latest payments, newest first. */
  lastPayments(loanId: string): Promise<UssdPayment[]>;
  checkPin(pin: string): Promise<PinCheck>;
  /** Starts a mobile-money repayment from the calling number; never waits for its outcome. */
  startRepayment(loanId: string, amount: Ngwee): Promise<'started' | 'unavailable'>;
  setLanguage(language: Language): Promise<void>;
}

/** Where the support line and the web address come from (configuration). */
export interface UssdContacts {
  site: string;
  supportPhone: string;
}

type Option = 'balance' | 'repay' | 'status' | 'payments';

/** How a session ended, for the borrower's page in the back office (packages/shared ussd-sessions.ts). */
export type { UssdOutcome } from '@kwacha/shared/ussd/ussd-sessions';

/** The session's state between two inputs: kept by the session store, so any process answers any step. */
export type UssdState =
  | { at: 'main'; pinOk: boolean }
  | { at: 'pin'; pinOk: false; option: Option }
  | { at: 'choose_loan'; pinOk: true; option: Option; loanIds: string[] }
  | { at: 'repay_amount'; pinOk: true; loanId: string }
  | { at: 'repay_other'; pinOk: true; loanId: string }
  | { at: 'repay_confirm'; pinOk: true; loanId: string; amount: Ngwee }
  | { at: 'language'; pinOk: boolean }
  | { at: 'ended'; pinOk: boolean; outcome: UssdOutcome };

export interface UssdStep {
  screen: UssdScreen;
  state: UssdState;
}

/** At most this many loans or payments are listed: five lines keep every screen inside 160 characters. */
export const USSD_LIST_LIMIT = 5;

const LANGUAGE_CHOICES: Record<string, Language> = { '1': 'en', '2': 'bem', '3': 'ny' };
const MAIN_CHOICES: Record<string, Option> = { '1': 'balance', '2': 'repay', '3': 'status', '4': 'payments' };
const PIN = /^\d{4}$/;
const MINIMUM_PAYMENT: Ngwee = 100;

/** The loan's id as screens and texts show it (docs/product.md §5). */
export const shortLoanId = (id: string) => id.slice(0, 8);

/** The first screen of a new session. */
export function openingScreen(caller: UssdCaller | undefined, contacts: UssdContacts): UssdStep {
  const ended = (outcome: UssdOutcome): UssdState => ({ at: 'ended', pinOk: false, outcome });
  if (!caller)
    return { screen: end(null, m.notRegistered, { site: contacts.site }), state: ended('not_registered') };
  if (caller.pin === 'not_set')
    return { screen: end(caller.language, m.noPin, { site: contacts.site }), state: ended('no_pin') };
  if (caller.pin === 'locked')
    return { screen: end(caller.language, m.pinLocked, { site: contacts.site }), state: ended('pin_locked') };
  return { screen: con(caller.language, m.mainMenu), state: { at: 'main', pinOk: false } };
}

/** The screen that answers `input` in `state`. */
export async function answer(
  state: UssdState,
  input: string,
  caller: UssdCaller,
  port: UssdPort,
  contacts: UssdContacts,
): Promise<UssdStep> {
  const language = caller.language;
  const choice = input.trim();
  switch (state.at) {
    case 'main': {
      const option = MAIN_CHOICES[choice];
      if (option) return state.pinOk ? openOption(option, caller, port) : askPin(language, option);
      if (choice === '5')
        return { screen: con(language, m.chooseLanguage), state: { at: 'language', pinOk: state.pinOk } };
      if (choice === '6')
        return { screen: end(language, m.help, helpValues(contacts)), state: ended(state, 'help') };
      return again(language, m.mainMenu, {}, state);
    }
    case 'pin': {
      if (!PIN.test(choice)) return again(language, m.enterPin, {}, state);
      const check = await port.checkPin(choice);
      if (check.result === 'ok') return openOption(state.option, caller, port);
      if (check.result === 'locked')
        return {
          screen: end(language, m.pinLocked, { site: contacts.site }),
          state: ended(state, 'pin_locked'),
        };
      return { screen: con(language, m.wrongPin, { tries: check.triesLeft }), state };
    }
    case 'choose_loan': {
      const loanId = state.loanIds[Number(choice) - 1];
      const loan = loanId ? (await port.loans()).find((l) => l.id === loanId) : undefined;
      if (!loan)
        return {
          screen: con(
            language,
            m.invalidChoice,
            {},
            chooseLoanText(language, await shownLoans(state.option, port)),
          ),
          state,
        };
      return openLoan(state.option, loan, caller, port);
    }
    case 'repay_amount': {
      const loan = (await port.loans()).find((l) => l.id === state.loanId);
      if (!loan) return { screen: end(language, m.noLoans), state: ended(state, 'no_loans') };
      const picks = amountChoices(loan);
      const picked = picks[Number(choice) - 1];
      if (picked === 'other')
        return {
          screen: con(language, m.enterAmount, { balance: formatKwacha(wholeAmount(loan)) }),
          state: { at: 'repay_other', pinOk: true, loanId: loan.id },
        };
      if (picked !== undefined) return confirm(language, loan, picked, caller);
      return { screen: con(language, m.invalidChoice, {}, repayMenuText(language, loan)), state };
    }
    case 'repay_other': {
      const loan = (await port.loans()).find((l) => l.id === state.loanId);
      if (!loan) return { screen: end(language, m.noLoans), state: ended(state, 'no_loans') };
      const amount = parseKwacha(choice);
      if (amount === undefined || amount < MINIMUM_PAYMENT || amount > wholeAmount(loan))
        return again(language, m.enterAmount, { balance: formatKwacha(wholeAmount(loan)) }, state);
      return confirm(language, loan, amount, caller);
    }
    case 'repay_confirm': {
      if (choice === '2')
        return { screen: end(language, m.paymentCancelled), state: ended(state, 'repayment_cancelled') };
      if (choice !== '1')
        return again(language, m.confirmPayment, confirmValues(state.loanId, state.amount, caller), state);
      const started = await port.startRepayment(state.loanId, state.amount);
      const text = started === 'started' ? m.paymentStarted : m.paymentUnavailable;
      const outcome = started === 'started' ? 'repayment_started' : 'repayment_unavailable';
      return {
        screen: end(language, text, { amount: formatKwacha(state.amount) }),
        state: ended(state, outcome),
      };
    }
    case 'language': {
      const chosen = LANGUAGE_CHOICES[choice];
      if (!chosen) return again(language, m.chooseLanguage, {}, state);
      await port.setLanguage(chosen);
      return { screen: end(chosen, m.languageSet), state: ended(state, 'language') };
    }
    case 'ended':
      return { screen: end(language, m.invalidChoice), state };
  }
}

function askPin(language: Language | null, option: Option): UssdStep {
  return { screen: con(language, m.enterPin), state: { at: 'pin', pinOk: false, option } };
}

/** Which loans an option lists: balance and repayment only loans paid out and not closed. */
async function shownLoans(option: Option, port: UssdPort): Promise<UssdLoan[]> {
  const loans = await port.loans();
  const open =
    option === 'status' ? loans : loans.filter((l) => l.status === 'active' || l.status === 'overdue');
  return open.slice(0, USSD_LIST_LIMIT);
}

async function openOption(option: Option, caller: UssdCaller, port: UssdPort): Promise<UssdStep> {
  const loans = await shownLoans(option, port);
  const [only] = loans;
  if (!only)
    return {
      screen: end(caller.language, m.noLoans),
      state: { at: 'ended', pinOk: true, outcome: 'no_loans' },
    };
  if (loans.length === 1) return openLoan(option, only, caller, port);
  return {
    screen: { text: chooseLoanText(caller.language, loans), end: false },
    state: { at: 'choose_loan', pinOk: true, option, loanIds: loans.map((l) => l.id) },
  };
}

async function openLoan(
  option: Option,
  loan: UssdLoan,
  caller: UssdCaller,
  port: UssdPort,
): Promise<UssdStep> {
  const language = caller.language;
  const done = (outcome: UssdOutcome): UssdState => ({ at: 'ended', pinOk: true, outcome });
  const loanId = shortLoanId(loan.id);
  switch (option) {
    case 'balance':
      return {
        screen: loan.nextDue
          ? end(language, m.balance, {
              loanId,
              balance: formatKwacha(loan.balance),
              amount: formatKwacha(loan.nextDue.amount),
              date: loan.nextDue.date,
            })
          : end(language, m.balanceNothingDue, { loanId, balance: formatKwacha(loan.balance) }),
        state: done('balance'),
      };
    case 'repay':
      return {
        screen: { text: repayMenuText(language, loan), end: false },
        state: { at: 'repay_amount', pinOk: true, loanId: loan.id },
      };
    case 'status':
      return {
        screen: end(language, m.loanStatus, {
          loanId,
          status: translate(language, statusText(loan.status)),
          paid: loan.paidInstalments,
          count: loan.instalments,
        }),
        state: done('status'),
      };
    case 'payments': {
      const payments = (await port.lastPayments(loan.id)).slice(0, USSD_LIST_LIMIT);
      if (payments.length === 0) return { screen: end(language, m.noPayments), state: done('payments') };
      const lines = payments.map((p) => `${p.date} ${formatKwacha(p.amount)}`);
      return {
        screen: { text: [translate(language, m.lastPayments), ...lines].join('\n'), end: true },
        state: done('payments'),
      };
    }
  }
}

function statusText(status: LoanStatus): MessageDescriptor {
  switch (status) {
    case 'pending':
    case 'in_review':
    case 'approval_error':
      return m.statusPending;
    case 'approved':
    case 'otp_pending':
    case 'disbursement_pending':
    case 'disbursement_failed':
      return m.statusApproved;
    case 'disbursed':
    case 'active':
      return m.statusActive;
    case 'overdue':
      return m.statusOverdue;
    case 'paid':
      return m.statusRepaid;
    case 'rejected':
      return m.statusRejected;
    default:
      return m.statusOther;
  }
}

/** The repayment choices in screen order: the next instalment (when one is owed), the balance, another. */
function amountChoices(loan: UssdLoan): (Ngwee | 'other')[] {
  const whole = wholeAmount(loan);
  const next = loan.nextDue && loan.nextDue.amount < whole ? [loan.nextDue.amount] : [];
  return [...next, whole, 'other'];
}

/** The most a repayment can be: the payoff today when there is one, else the balance. */
const wholeAmount = (loan: UssdLoan): Ngwee => loan.payoff ?? loan.balance;

function repayMenuText(language: Language | null, loan: UssdLoan): string {
  const balance = formatKwacha(wholeAmount(loan));
  const loanId = shortLoanId(loan.id);
  const [first] = amountChoices(loan);
  return first !== wholeAmount(loan) && typeof first === 'number'
    ? translate(language, m.repayHowMuch, { loanId, next: formatKwacha(first), balance })
    : translate(language, m.repayHowMuchBalanceOnly, { loanId, balance });
}

function chooseLoanText(language: Language | null, loans: UssdLoan[]): string {
  const lines = loans.map((loan, i) => `${i + 1} ${shortLoanId(loan.id)} ${formatKwacha(loan.balance)}`);
  return [translate(language, m.chooseLoan), ...lines].join('\n');
}

function confirmValues(loanId: string, amount: Ngwee, caller: UssdCaller) {
  return { amount: formatKwacha(amount), loanId: shortLoanId(loanId), phone: caller.maskedPhone };
}

function confirm(language: Language | null, loan: UssdLoan, amount: Ngwee, caller: UssdCaller): UssdStep {
  return {
    screen: con(language, m.confirmPayment, confirmValues(loan.id, amount, caller)),
    state: { at: 'repay_confirm', pinOk: true, loanId: loan.id, amount },
  };
}

const helpValues = (contacts: UssdContacts) => ({
  phone: contacts.supportPhone,
  site: contacts.site,
});

const ended = (state: UssdState, outcome: UssdOutcome): UssdState => ({
  at: 'ended',
  pinOk: state.pinOk,
  outcome,
});

type Values = Record<string, string | number>;

function con(
  language: Language | null,
  message: MessageDescriptor,
  values: Values = {},
  after?: string,
): UssdScreen {
  const text = translate(language, message, values);
  return { text: after ? `${text}\n${after}` : text, end: false };
}

function end(language: Language | null, message: MessageDescriptor, values: Values = {}): UssdScreen {
  return { text: translate(language, message, values), end: true };
}

/** Bad input on a CON screen: say so and show the same screen again, in the same state. */
function again(
  language: Language | null,
  message: MessageDescriptor,
  values: Values,
  state: UssdState,
): UssdStep {
  const invalid = translate(language, m.invalidChoice);
  return { screen: { text: `${invalid}\n${translate(language, message, values)}`, end: false }, state };
}
