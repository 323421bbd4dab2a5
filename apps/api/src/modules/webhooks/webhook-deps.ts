import type { DisbursementDeps } from '../disbursements/disbursement-deps';
import type { PaymentDeps } from '../payments/payment-deps';

/** What the webhooks use: applying a repayment's or a transfer's outcome; the application context satisfies it. */
export type WebhookDeps = PaymentDeps & Pick<DisbursementDeps, 'mailer' | 'config'>;
