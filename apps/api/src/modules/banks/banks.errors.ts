import { ServiceUnavailableError } from '../../lib/domain-errors';

/** The bank-transfer provider cannot be asked for its banks and none are cached: 503, try again later. */
export class BankListUnavailableError extends ServiceUnavailableError {
  override readonly code = 'BANK_LIST_UNAVAILABLE';
  constructor() {
    super('The list of banks is not available right now. Please try again shortly.');
  }
}
