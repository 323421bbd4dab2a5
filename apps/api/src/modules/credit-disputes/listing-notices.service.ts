import { isLanguage } from '@kwacha/shared/i18n/languages';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-queue';
import { tellBorrower } from '../notifications/notifications.public';
import { readCreditListingNoticeRules } from '../settings/settings.public';
import { findBorrowerContact } from '../users/users.public';
import { insertListingNotice, noticeCandidates } from './credit-disputes.repository';

export type ListingNoticeDeps = Pick<AppContext, 'db' | 'mailer' | 'now' | 'logger'> & {
  config: Pick<Config, 'appUrl'>;
};

export interface ListingNoticeReport {
  sent: number;
  noticeDays: number;
}

/**
 * The notice before a first negative credit bureau listing (docs/product.md §25.4, docs/decisions/054),
 * for the business day `today`: every loan past due with bureau consent and no notice yet gets one — the
 * row (listable_on = today + the notice days in force) and the bell notice, e-mail and text that say what
 * to pay by then, in one transaction per loan. Once per loan ever: the row's primary key turns a second
 * run, or two runs at once, into nothing; a text or e-mail that fails is retried by its outbox, never lost
 * and never written twice. Loans never past due, and loans without consent, get nothing.
 */
export async function sendListingNotices(
  deps: ListingNoticeDeps,
  today: string,
  options: { batchSize?: number } = {},
): Promise<ListingNoticeReport> {
  const { noticeDays } = await readCreditListingNoticeRules(deps.db);
  const listableOn = addCalendarDays(today, noticeDays);
  const report: ListingNoticeReport = { sent: 0, noticeDays };
  let after: string | undefined;
  for (;;) {
    const batch = await noticeCandidates(deps.db, after, options.batchSize ?? 200);
    for (const loan of batch) {
      const sent = await deps.db.transaction(async (tx) => {
        const borrower = await findBorrowerContact(tx, loan.userId);
        const notice = await insertListingNotice(tx, {
          loanId: loan.loanId,
          userId: loan.userId,
          sentAt: deps.now(),
          sentOn: today,
          listableOn,
          amountDue: loan.overdueAmount,
          language: isLanguage(borrower.language) ? borrower.language : 'en',
        });
        if (!notice) return false;
        await tellBorrower(
          tx,
          { mailer: deps.mailer, appUrl: deps.config.appUrl, now: deps.now() },
          loan.userId,
          {
            kind: 'credit_listing_notice',
            loanId: loan.loanId,
            amount: loan.overdueAmount,
            listableOn,
          },
        );
        return true;
      });
      if (sent) report.sent += 1;
    }
    const last = batch.at(-1);
    if (!last) break;
    after = last.loanId;
  }
  if (report.sent > 0) deps.logger.info({ today, ...report }, 'credit listing notices sent');
  return report;
}

export const LISTING_NOTICES_JOB = 'credit-disputes.listing-notices.daily';

/**
 * Every morning after the servicing run has aged the loans (04:00 UTC) and the promise check (04:15):
 * 04:30 UTC is 06:30 in Lusaka, a decent hour for a text. `today` is the business date, handed in by
 * bootstrap.ts as for servicing; moving the business date catches it up day by day (dailyBusinessJobs).
 */
export function listingNoticesJob(deps: ListingNoticeDeps & { today: () => Promise<string> }): JobDefinition {
  return {
    name: LISTING_NOTICES_JOB,
    cron: '30 4 * * *',
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    async handler() {
      await sendListingNotices(deps, await deps.today());
    },
  };
}
