import type { DisbursementPort, TransactionOutcome, TransferRequest } from '../ports';
import type { LencoClient } from './lenco-client';
import type { LencoConfig } from './lenco-config';
import { initiateTransaction, lookupTransaction } from './lenco-exchange';
import { e164ToLencoPhone, ngweeToLencoAmount } from './lenco-format';

/**
 * Transfers out of our Lenco account (LENCO_ACCOUNT_ID) to a mobile-money wallet
 * (POST /transfers/mobile-money) or a bank account (POST /transfers/bank-account), both keyed by our
 * reference, which Lenco refuses to reuse ("Duplicate reference"), so a retry never pays twice.
 */
export class LencoDisbursements implements DisbursementPort {
  readonly provider = 'lenco' as const;

  constructor(
    private readonly client: LencoClient,
    private readonly config: Pick<LencoConfig, 'accountId'>,
  ) {}

  async transfer(request: TransferRequest): Promise<TransactionOutcome> {
    const common = {
      accountId: this.config.accountId,
      amount: ngweeToLencoAmount(request.amountNgwee),
      reference: request.reference,
      narration: request.narration,
    };
    const { destination } = request;
    const lookup = () => this.transferStatus(request.reference);
    if (destination.method === 'mobile_money') {
      const phone = e164ToLencoPhone(destination.msisdn);
      if (!phone) {
        return {
          state: 'failed',
          providerReference: null,
          reason: 'Not a Zambian mobile number in E.164 form',
        };
      }
      const body = { ...common, phone, operator: destination.operator, country: 'zm' };
      return initiateTransaction(this.client, '/transfers/mobile-money', body, lookup);
    }
    // Lenco identifies banks by its own id (GET /banks, e.g. "002" for Absa), never a name or sort code.
    // The borrower chose the bank from that list (LencoBankDirectory), so bankCode holds that id; an id
    // Lenco does not know is refused by Lenco (HTTP 400) and comes back as `failed`, nothing paid.
    if (!destination.bankCode) {
      return {
        state: 'failed',
        providerReference: null,
        reason: 'A bank transfer through Lenco needs the bank code (Lenco bank id)',
      };
    }
    const body = {
      ...common,
      accountNumber: destination.accountNumber,
      bankId: destination.bankCode,
      country: 'zm',
    };
    return initiateTransaction(this.client, '/transfers/bank-account', body, lookup);
  }

  transferStatus(reference: string): Promise<TransactionOutcome> {
    return lookupTransaction(this.client, `/transfers/status/${encodeURIComponent(reference)}`, reference);
  }
}
