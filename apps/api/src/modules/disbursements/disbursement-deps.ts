import type { Config } from '../../config';
import type { AppContext } from '../../context';

/** What the disbursement services and jobs use; the application context satisfies it. */
export type DisbursementDeps = Pick<
  AppContext,
  'db' | 'jobs' | 'mailer' | 'providers' | 'now' | 'businessClock'
> & {
  config: Pick<Config, 'sessionSecret' | 'appUrl' | 'simulatorDelayMs'>;
};
