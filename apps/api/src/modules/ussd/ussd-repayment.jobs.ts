import type { SessionUser } from '@kwacha/db';
import { type Ngwee, ngweeToKwacha } from '@kwacha/shared/money/money';
import { detectOperator, subscriberNumber } from '@kwacha/shared/phone/zambian-phone';
import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-queue';
import { DomainError } from '../../lib/domain-errors';
import { initiateCollection } from '../payments/initiate-payment.service';
import { findUserById } from '../users/users.public';

export const USSD_REPAYMENT_JOB = 'ussd.repayment';

export interface UssdRepaymentJob {
  userId: string;
  loanId: string;
  amount: Ngwee;
  sessionId: string;
}

type Deps = Pick<
  AppContext,
  'db' | 'jobs' | 'mailer' | 'providers' | 'now' | 'businessClock' | 'logger' | 'config'
>;

/**
 * A repayment confirmed in the USSD menu (docs/product.md §26), started here rather than in the menu's step,
 * which must answer at once. It is the web's repayment (initiateCollection): same checks, ledger, receipts
 * and SMS, from the registered number, keyed by the session, so a retried job or a repeated confirmation is
 * the same payment, never a second charge. A refusal (nothing owed, a payment already in flight) is final
 * and logged; anything else is retried.
 */
export function ussdRepaymentJob(deps: Deps): JobDefinition<UssdRepaymentJob> {
  return {
    name: USSD_REPAYMENT_JOB,
    retry: { limit: 5, delaySeconds: 10, backoff: true },
    async handler(job, run) {
      const account = await findUserById(deps.db, job.userId);
      const phone = account?.phoneNumber ?? null;
      const operator = phone ? detectOperator(phone) : undefined;
      const national = phone ? subscriberNumber(phone) : undefined;
      if (!account || !operator || !national) {
        run.log.warn(
          { loanId: job.loanId },
          'USSD repayment dropped: the borrower has no payable number now',
        );
        return;
      }
      const { passwordHash: _secret, ...user } = account;
      try {
        await initiateCollection(deps, user satisfies SessionUser, `ussd:${job.sessionId}`, {
          loanId: job.loanId,
          amount: ngweeToKwacha(job.amount).toFixed(2),
          phone: `0${national}`,
          operator,
          purpose: 'repayment',
        });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        run.log.info({ loanId: job.loanId, code: error.code }, 'USSD repayment refused');
      }
    },
  };
}
