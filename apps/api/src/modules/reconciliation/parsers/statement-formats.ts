import type { ReconciliationProvider } from '@kwacha/shared/staff/reconciliation';
import { airtelStatement } from './airtel';
import { lencoStatement } from './lenco';
import { mtnStatement } from './mtn';
import { simulatorStatement } from './simulator';
import type { StatementFormat } from './statement-file';

/** One parser per provider (docs/payment-providers.md, "Settlement statements"). */
export const STATEMENT_FORMATS: Readonly<Record<ReconciliationProvider, StatementFormat>> = {
  simulator: simulatorStatement,
  mtn: mtnStatement,
  airtel: airtelStatement,
  lenco: lencoStatement,
};
