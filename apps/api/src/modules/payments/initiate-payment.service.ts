import { randomBytes, randomUUID } from 'node:crypto';
import type { Executor, LoanApplication, Payment, PaymentOperator, SessionUser } from '@kwacha/db';
import { violatedUniqueIndex } from '@kwacha/db';
import { errorDetail } from '@kwacha/shared/api/envelope';
import { borrowerStatusOf } from '@kwacha/shared/loans/loan-status';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { formatKwacha, parseKwacha } from '@kwacha/shared/money/money';
import type { PaymentPurpose, PrepaymentOption } from '@kwacha/shared/payments/payment-view';
import { PAYMENT_MESSAGES, PREPAYMENT_TEXTS } from '@kwacha/shared/payments/payment-view';
import type { CollectionRequest } from '@kwacha/shared/payments/payments';
import { normaliseZambianMobile } from '@kwacha/shared/phone/zambian-phone';
import { ValidationError } from '../../lib/domain-errors';
import { loadLoanReceivables } from '../ledger/ledger.public';
import { loanBalances } from '../loans/loan-balances';
import { loanPayoffQuote, loanPrepaymentPlan } from '../loans/loan-payoff';
import { LoanNotFoundError } from '../loans/loans.errors';
import { lockLoanWithBorrower } from '../loans/loans.public';
import { applyCollectionOutcome, CURRENCY } from './collection-outcome';
import { scheduleCheck, sendCollectionRequest } from './payment-checks';
import type { PaymentDeps } from './payment-deps';
import {
  AmountAboveBalanceError,
  CollectionsOffError,
  IdempotencyKeyReusedError,
  InsufficientFundsError,
  LoanNotPayableError,
  NothingAheadError,
  PaymentFailedError,
  PaymentInFlightError,
  PayoffAmountError,
  PayoffInFlightError,
  PrepaymentAmountError,
  PrepaymentInFlightError,
} from './payments.errors';
import {
  findPayment,
  findPaymentByIdempotencyKey,
  findRecentSamePayment,
  insertPayment,
  pendingOfLoan,
} from './payments.repository';

// A written-off loan is still owed: its payments are booked as recoveries (docs/decisions/043).
export const PAYABLE_STATUSES: readonly LoanStatus[] = ['active', 'overdue', 'written_off'];

/** Our reference: PAY- and 20 random hex characters (80 bits), created before the provider hears of it. */
export const newPaymentReference = () => `PAY-${randomBytes(10).toString('hex').toUpperCase()}`;

/**
 * docs/product.md's own client sends no Idempotency-Key. Without one, the same payment asked again within this
 * window (a double tap, a retry on a slow network) is answered with the first, never charged twice.
 */
export const SAME_PAYMENT_WINDOW_MS = 2 * 60_000;

/** One payment as asked, by whatever channel: a wallet's operator and number, or `card` (card-payment.service.ts). */
export interface PaymentCommand {
  loanId: string;
  amount: number;
  msisdn: string;
  operator: PaymentOperator;
  purpose: PaymentPurpose;
  prepaymentOption: PrepaymentOption | null;
}

/** The form sends digits only; a bare 9-digit subscriber number is as valid as 0977… or 260977…. */
function payerNumber(phone: string): string {
  const msisdn = normaliseZambianMobile(/^\d{9}$/.test(phone) ? `0${phone}` : phone);
  if (!msisdn) throw new ValidationError([errorDetail('phone', PAYMENT_MESSAGES.phoneFormat)]);
  return msisdn;
}

function commandOf(request: CollectionRequest): PaymentCommand {
  const amount = parseKwacha(request.amount);
  if (amount === undefined || amount <= 0) {
    throw new ValidationError([errorDetail('amount', PAYMENT_MESSAGES.amountPositive)]);
  }
  return {
    loanId: request.loanId,
    amount,
    msisdn: payerNumber(request.phone),
    operator: request.operator,
    purpose: request.purpose ?? 'repayment',
    prepaymentOption: request.prepaymentOption ?? null,
  };
}

/** The same request, or a repayment that covered the payoff amount and so was made the payoff. */
const sameCommand = (p: Payment, c: PaymentCommand) =>
  p.loanId === c.loanId &&
  p.phoneNumber === c.msisdn &&
  p.operator === c.operator &&
  p.prepaymentOption === c.prepaymentOption &&
  ((p.amount === c.amount && p.purpose === c.purpose) ||
    (p.purpose === 'payoff' && c.purpose === 'repayment' && c.amount >= p.amount));

/**
 * POST /api/collections/mobile-money. In one transaction with the loan locked: the key's payment if it
 * exists (a double click or a retry gets the same payment, never a second charge); otherwise the checks
 * and a new pending payment with our reference, committed BEFORE the provider is called. Then the
 * provider is asked and its answer applied through `applyCollectionOutcome`, like every later answer.
 * Returns the payment (pending or settled) or throws the refusal the borrower reads.
 */
export async function initiateCollection(
  deps: PaymentDeps,
  user: SessionUser,
  idempotencyKey: string | undefined,
  request: CollectionRequest,
): Promise<Payment> {
  const command = commandOf(request);
  if (!deps.providers.collectsFrom(request.operator)) throw new CollectionsOffError(request.operator);
  // The payer's operator picks the provider; the row keeps it for every later status check.
  const provider = deps.providers.collectionsFor(request.operator).provider;
  const { payment, fresh } = await reservePayment(deps, user, idempotencyKey, command, provider);
  // A retry of a request whose answer we never had (timeout) re-sends it with the SAME reference: the
  // provider's idempotency key, so it cannot charge twice.
  const settled =
    fresh || (payment.status === 'pending' && !payment.acknowledgedAt)
      ? await requestAndApply(deps, payment)
      : payment;
  return answerFor(settled);
}

/**
 * The key's payment, or the request's checks and a new pending payment through `provider`, committed
 * before the provider hears of it: every channel's one way in (mobile money here, cards in
 * card-payment.service.ts), so idempotency, the amount checks and the in-flight rules are the same.
 */
export function reservePayment(
  deps: PaymentDeps,
  user: SessionUser,
  idempotencyKey: string | undefined,
  command: PaymentCommand,
  provider: string,
): Promise<{ payment: Payment; fresh: boolean }> {
  return reserveOnce(deps, user, idempotencyKey, command, provider).catch(async (error: unknown) => {
    // The same key twice at the same instant: the unique index let one through; answer with it.
    if (violatedUniqueIndex(error) !== 'payments_user_idempotency_key') throw error;
    return reserveOnce(deps, user, idempotencyKey, command, provider);
  });
}

function reserveOnce(
  deps: PaymentDeps,
  user: SessionUser,
  idempotencyKey: string | undefined,
  requested: PaymentCommand,
  provider: string,
) {
  let command = requested;
  return deps.db.transaction(async (tx) => {
    const locked = await lockLoanWithBorrower(tx, command.loanId);
    if (!locked || locked.loan.userId !== user.id) throw new LoanNotFoundError();
    const { loan } = locked;
    let existing = await earlierPayment(deps, tx, user, idempotencyKey, command);
    if (!existing) {
      command = await asPayoffWhenCovering(deps, tx, loan, command);
      // Without a key, a repeat of a covering amount is found as the payoff it became the first time.
      if (command !== requested) existing = await earlierPayment(deps, tx, user, idempotencyKey, command);
    }
    if (existing) return { payment: existing, fresh: false };
    if (!PAYABLE_STATUSES.includes(loan.status)) throw new LoanNotPayableError(borrowerStatusOf(loan.status));
    const payoffOn = await checkAmount(deps, tx, loan, command);
    const payment = await insertPayment(tx, {
      loanId: loan.id,
      userId: user.id,
      // Without a key from the client, a key of our own: the row is unique all the same.
      idempotencyKey: idempotencyKey ?? `implicit:${randomUUID()}`,
      reference: newPaymentReference(),
      amount: command.amount,
      currency: CURRENCY,
      purpose: command.purpose,
      payoffOn,
      prepaymentOption: command.prepaymentOption,
      operator: command.operator,
      phoneNumber: command.msisdn,
      provider,
      createdAt: deps.now(),
      updatedAt: deps.now(),
    });
    return { payment, fresh: true };
  });
}

/**
 * The payment this request repeats, if any. With a key: the key's payment (another payment under the same
 * key is refused). Without: the same payment asked within the window, still pending or paid. Either way
 * the loan is locked, so two identical requests at the same instant take turns and the second finds
 * the first.
 */
async function earlierPayment(
  deps: PaymentDeps,
  tx: Executor,
  user: SessionUser,
  idempotencyKey: string | undefined,
  command: PaymentCommand,
): Promise<Payment | undefined> {
  if (idempotencyKey === undefined) {
    const since = new Date(deps.now().getTime() - SAME_PAYMENT_WINDOW_MS);
    return findRecentSamePayment(
      tx,
      {
        userId: user.id,
        loanId: command.loanId,
        amount: command.amount,
        phoneNumber: command.msisdn,
        operator: command.operator,
        purpose: command.purpose,
      },
      since,
    );
  }
  const existing = await findPaymentByIdempotencyKey(tx, user.id, idempotencyKey);
  if (existing && !sameCommand(existing, command)) throw new IdempotencyKeyReusedError();
  return existing;
}

/**
 * A repayment that would cover today's payoff amount is the payoff (docs/product.md §13.6): the borrower
 * pays that amount, never the interest of months they will not borrow for, whatever channel asked (the
 * web form says so before Pay Now; other channels answer with the payment's amount). More than the balance
 * still gets the balance refusal, and while another payment is in flight it cannot be priced: refused.
 */
async function asPayoffWhenCovering(
  deps: PaymentDeps,
  tx: Executor,
  loan: LoanApplication,
  command: PaymentCommand,
): Promise<PaymentCommand> {
  if (command.purpose !== 'repayment' || !PAYABLE_STATUSES.includes(loan.status)) return command;
  const receivables = await loadLoanReceivables(tx, loan.id);
  const quote = loanPayoffQuote(loan, receivables, deps.businessClock.today());
  if (!quote || quote.total === 0 || command.amount < quote.total) return command;
  const payoff: PaymentCommand = { ...command, purpose: 'payoff', amount: quote.total };
  const pending = await pendingOfLoan(tx, loan.id);
  // The payoff in flight may be this very request, repeated: found as such, or refused as in flight.
  if (pending.payoff) return payoff;
  const payable = loanBalances(loan, receivables).outstanding - pending.total;
  if (command.amount > payable) throw new AmountAboveBalanceError(Math.max(0, payable));
  if (pending.total > 0) throw new PaymentInFlightError();
  return payoff;
}

/**
 * A repayment may be at most the balance less what payments still in flight may yet collect: with the loan
 * locked, payments made at the same moment can never add up to more than is owed. A payoff must be exactly
 * today's payoff quote, and a prepayment more than what is due today and less than that quote, each with no
 * other payment in flight; while either is in flight, nothing else is taken. Returns the day a payoff or a
 * prepayment is priced for (docs/product.md §13.6).
 */
async function checkAmount(
  deps: PaymentDeps,
  tx: Executor,
  loan: LoanApplication,
  command: PaymentCommand,
): Promise<string | null> {
  const receivables = await loadLoanReceivables(tx, loan.id);
  const pending = await pendingOfLoan(tx, loan.id);
  if (pending.payoff) throw new PayoffInFlightError();
  if (pending.prepayment) throw new PrepaymentInFlightError();
  const today = deps.businessClock.today();
  if (command.purpose === 'payoff') {
    if (pending.total > 0) throw new PaymentInFlightError();
    const quote = loanPayoffQuote(loan, receivables, today);
    if (!quote || quote.total === 0) throw new LoanNotPayableError(borrowerStatusOf(loan.status));
    if (command.amount !== quote.total) throw new PayoffAmountError(quote.total);
    return today;
  }
  if (command.purpose === 'prepayment' && command.prepaymentOption) {
    if (pending.total > 0) throw new PaymentInFlightError();
    const plan = loanPrepaymentPlan(loan, receivables, today, command.amount, command.prepaymentOption);
    if (!plan) throw new LoanNotPayableError(borrowerStatusOf(loan.status));
    if (!plan.ok) {
      if (plan.reason === 'nothing_ahead') throw new NothingAheadError();
      throw new PrepaymentAmountError(
        plan.reason === 'pays_off'
          ? PREPAYMENT_TEXTS.paysOff
          : PREPAYMENT_TEXTS.notAboveDue(formatKwacha(plan.dueNow)),
      );
    }
    return today;
  }
  const payable = loanBalances(loan, receivables).outstanding - pending.total;
  if (command.amount > payable) throw new AmountAboveBalanceError(Math.max(0, payable));
  return null;
}

async function requestAndApply(deps: PaymentDeps, payment: Payment): Promise<Payment> {
  // A card is paid at the provider's hosted checkout, never asked for by a push (card-payment.service.ts).
  if (payment.operator === 'card') return payment;
  const outcome = await sendCollectionRequest(deps, payment, {
    reference: payment.reference,
    amountNgwee: payment.amount,
    msisdn: payment.phoneNumber,
    operator: payment.operator,
    narration: `Kwacha Loans repayment ${payment.loanId.slice(0, 8)}`,
  });
  // The borrower reads a refusal on the screen at once: no bell notification for it.
  await applyCollectionOutcome(deps, { id: payment.id }, outcome, {}, { notifyFailure: false });
  if (outcome.state === 'pending' || outcome.state === 'unknown') await scheduleCheck(deps, payment);
  return (await findPayment(deps.db, { id: payment.id })) ?? payment;
}

/** A failed payment is answered as the refusal it was, however many times the request is repeated. */
function answerFor(payment: Payment): Payment {
  if (payment.status !== 'failed') return payment;
  if (payment.failureCode === 'insufficient_funds') throw new InsufficientFundsError();
  throw new PaymentFailedError(payment.failureReason);
}
