import type { SessionUser, UssdSession } from '@kwacha/db';
import type { Language } from '@kwacha/shared/i18n/languages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { ussdMessages } from '@kwacha/shared/i18n/server/ussd.messages';
import { lusakaToday } from '@kwacha/shared/identity/age';
import type { LoanStatus, LoanView } from '@kwacha/shared/loans/loan-view';
import { kwachaToNgwee } from '@kwacha/shared/money/money';
import { detectOperator, normaliseZambianMobile } from '@kwacha/shared/phone/zambian-phone';
import type { AppContext } from '../../context';
import { receivablesFromJson } from '../ledger/ledger.public';
import { toLoanViewWithMoney } from '../loan-views/loan-view';
import { loansWithMoneyOfUser } from '../loan-views/loan-views.public';
import { loanPayoffQuote } from '../loans/loan-payoff';
import { findActiveBorrowerByPhone, setUserLanguage } from '../users/users.public';
import { advanceUssdSession, findUssdPin, findUssdSession, insertUssdSession } from './ussd.repository';
import type { UssdRequest } from './ussd-gateways';
import {
  answer,
  openingScreen,
  type UssdCaller,
  type UssdContacts,
  type UssdLoan,
  type UssdPort,
  type UssdScreen,
  type UssdState,
} from './ussd-menu';
import { pinStatusOf, verifyUssdPin } from './ussd-pin.service';
import { USSD_REPAYMENT_JOB, type UssdRepaymentJob } from './ussd-repayment.jobs';

export type UssdDeps = Pick<AppContext, 'db' | 'now' | 'config' | 'jobs' | 'providers' | 'businessClock'>;
export type UssdGateway = UssdSession['gateway'];

/** A session's life: the operators close theirs sooner; a step arriving later is told to dial again. */
export const USSD_SESSION_SECONDS = 180;

// A loan the menu leaves out unless it is the borrower's only one: nothing more can happen to it.
const CLOSED: readonly LoanStatus[] = ['rejected', 'cancelled', 'paid', 'waived'];

/**
 * One step of a USSD session (docs/product.md §26), from either gateway: the first request opens the
 * menu; each later one is answered from the state stored after the step before, so any process answers
 * any step. A gateway's retry of a step already answered gets the same screen again and acts on nothing.
 */
export async function answerUssd(
  deps: UssdDeps,
  gateway: UssdGateway,
  request: UssdRequest,
): Promise<UssdScreen> {
  const now = deps.now();
  const stored = await findUssdSession(deps.db, request.sessionId);
  if (!stored) return openSession(deps, gateway, request, now);
  const repeated = request.newSession || (request.step !== undefined && request.step <= stored.lastStep);
  if (repeated || stored.ended) return { text: stored.lastReply, end: stored.ended };
  const user = stored.userId ? await borrowerOf(deps, stored.phoneNumber) : undefined;
  const caller = user && (await callerOf(deps, user));
  const state = stored.state as UssdState;
  // Past its time, or the PIN was locked or the number changed since the session opened: it ends here.
  const step =
    stored.expiresAt <= now || !user || !caller || caller.pin !== 'set'
      ? {
          screen: { text: translate(caller?.language, ussdMessages.sessionExpired), end: true },
          state: { at: 'ended', pinOk: false, outcome: 'expired' } as const,
        }
      : await answer(state, request.input, caller, portFor(deps, user, request.sessionId), contactsOf(deps));
  const saved = await advanceUssdSession(deps.db, request.sessionId, stored.lastStep, {
    state: step.state,
    lastStep: request.step ?? stored.lastStep + 1,
    lastReply: step.screen.text,
    ended: step.screen.end,
    outcome: step.state.at === 'ended' ? step.state.outcome : 'open',
    updatedAt: now,
    userId: stored.userId,
  });
  if (saved) return step.screen;
  // Another process stored this step first (the same request twice at once): its answer stands.
  const winner = await findUssdSession(deps.db, request.sessionId);
  return winner ? { text: winner.lastReply, end: winner.ended } : step.screen;
}

async function openSession(deps: UssdDeps, gateway: UssdGateway, request: UssdRequest, now: Date) {
  const phoneNumber = normaliseZambianMobile(request.phoneNumber) ?? request.phoneNumber;
  const user = await borrowerOf(deps, phoneNumber);
  const first = openingScreen(user && (await callerOf(deps, user)), contactsOf(deps));
  const inserted = await insertUssdSession(deps.db, {
    sessionId: request.sessionId,
    gateway,
    phoneNumber,
    userId: user?.id ?? null,
    state: first.state,
    lastStep: request.step ?? 0,
    lastReply: first.screen.text,
    ended: first.screen.end,
    outcome: first.state.at === 'ended' ? first.state.outcome : 'open',
    startedAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + USSD_SESSION_SECONDS * 1000),
  });
  if (inserted) return first.screen;
  const winner = await findUssdSession(deps.db, request.sessionId);
  return winner ? { text: winner.lastReply, end: winner.ended } : first.screen;
}

async function borrowerOf(deps: UssdDeps, phoneNumber: string): Promise<SessionUser | undefined> {
  const normalised = normaliseZambianMobile(phoneNumber);
  return normalised ? findActiveBorrowerByPhone(deps.db, normalised) : undefined;
}

async function callerOf(deps: UssdDeps, user: SessionUser): Promise<UssdCaller> {
  const pin = await findUssdPin(deps.db, user.id);
  return {
    language: (user.language as Language | null) ?? null,
    pin: pinStatusOf(pin, user.phoneNumber),
    maskedPhone: maskForScreen(user.phoneNumber ?? ''),
  };
}

/** 0971234567 → 097*****67: the network and the last two digits, in characters any phone shows. */
export function maskForScreen(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  const local = digits.startsWith('260') ? `0${digits.slice(3)}` : digits;
  return local.length < 6
    ? '*'.repeat(local.length)
    : `${local.slice(0, 3)}${'*'.repeat(local.length - 5)}${local.slice(-2)}`;
}

const contactsOf = (deps: UssdDeps): UssdContacts => ({
  site: deps.config.appUrl,
  supportPhone: deps.config.ussd.supportContact,
});

/** What the menu reads and does for this borrower in this session. */
function portFor(deps: UssdDeps, user: SessionUser, sessionId: string): UssdPort {
  // Read once per step: choosing a loan and then reading its payments need the same rows.
  let loaded: Promise<(LoanView & { payoff: number | undefined })[]> | undefined;
  const views = () => {
    loaded ??= readViews();
    return loaded;
  };
  const readViews = async () => {
    const rows = await loansWithMoneyOfUser(deps.db, user.id);
    const now = deps.businessClock.now();
    const today = deps.businessClock.today();
    return rows.map((row) => ({
      ...toLoanViewWithMoney(row, now),
      payoff: loanPayoffQuote(row.loan, receivablesFromJson(row.receivables), today)?.total,
    }));
  };
  return {
    async loans() {
      const all = await views();
      const open = all.filter((view) => !CLOSED.includes(view.status));
      return (open.length > 0 ? open : all.slice(0, 1)).map(
        (view): UssdLoan => ({
          id: view.id,
          status: view.status,
          balance: kwachaToNgwee(view.outstandingBalance),
          ...(view.payoff !== undefined && view.payoff > 0 && { payoff: view.payoff }),
          ...(view.nextPaymentAmount !== null &&
            view.nextPaymentDate !== null && {
              nextDue: { amount: kwachaToNgwee(view.nextPaymentAmount), date: view.nextPaymentDate },
            }),
          paidInstalments: view.schedule.filter((l) => l.status === 'paid' || l.status === 'closed_early')
            .length,
          instalments: view.schedule.length,
        }),
      );
    },
    async lastPayments(loanId) {
      const view = (await views()).find((v) => v.id === loanId);
      return (view?.paymentHistory ?? [])
        .filter((p) => p.status === 'successful')
        .map((p) => ({ at: p.settledAt ?? p.timestamp, amount: kwachaToNgwee(p.amount) }))
        .sort((a, b) => b.at.localeCompare(a.at))
        .map((p) => ({ date: lusakaToday(new Date(p.at)), amount: p.amount }));
    },
    checkPin: (pin) => verifyUssdPin(deps, user, pin),
    async startRepayment(loanId, amount) {
      const operator = user.phoneNumber ? detectOperator(user.phoneNumber) : undefined;
      if (!operator || !deps.providers.collectsFrom(operator)) return 'unavailable';
      // Queued, not awaited: the provider's prompt reaches the phone after this screen, its outcome by SMS.
      // One per session: a retried confirmation queues nothing more, and the payment's key is the session's.
      const job: UssdRepaymentJob = { userId: user.id, loanId, amount, sessionId };
      await deps.jobs.send(USSD_REPAYMENT_JOB, job, { singletonKey: `ussd:${sessionId}` });
      return 'started';
    },
    async setLanguage(language) {
      await setUserLanguage(deps.db, user.id, language, deps.now());
    },
  };
}
