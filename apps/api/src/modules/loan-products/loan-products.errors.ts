import { NotFoundError } from '../../lib/domain-errors';

export class ProductNotFoundError extends NotFoundError {
  override readonly code = 'PRODUCT_NOT_FOUND';
}
