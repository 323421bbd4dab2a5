import type { UssdSessionView } from '@kwacha/shared/ussd/ussd-sessions';
import { USSD_OUTCOMES } from '@kwacha/shared/ussd/ussd-sessions';
import type { AppContext } from '../../context';
import { ussdSessionsOfUser } from './ussd.repository';

/** How many of a borrower's latest sessions their page shows. */
export const USSD_SESSIONS_SHOWN = 20;

const isOutcome = (value: string): value is UssdSessionView['outcome'] =>
  (USSD_OUTCOMES as readonly string[]).includes(value);

/** A borrower's latest USSD sessions for staff (docs/product.md §26); an unknown id has none. */
export async function ussdSessionsOfBorrower(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
): Promise<UssdSessionView[]> {
  const rows = await ussdSessionsOfUser(ctx.db, userId, USSD_SESSIONS_SHOWN);
  return rows.map((row) => ({
    startedAt: row.startedAt.toISOString(),
    gateway: row.gateway === 'gateway' ? 'gateway' : 'africastalking',
    steps: row.steps,
    outcome: isOutcome(row.outcome) ? row.outcome : 'open',
  }));
}
