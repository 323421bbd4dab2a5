import type { Config } from '../../config';
import type { AppContext } from '../../context';

/** What the payment services and jobs use; the application context satisfies it. */
export type PaymentDeps = Pick<
  AppContext,
  'db' | 'jobs' | 'mailer' | 'providers' | 'now' | 'businessClock' | 'logger'
> & {
  config: Pick<Config, 'appUrl' | 'simulatorDelayMs'>;
};
