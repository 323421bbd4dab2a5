import { resourceIdSchema } from '@kwacha/shared/api/resource-id';
import { z } from 'zod';

/** `/admin/…/:loanId/…`: the loan a collections action is about (docs/product.md §23). */
export const loanParams = z.object({ loanId: resourceIdSchema });
