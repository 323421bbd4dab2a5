import { z } from 'zod';

/**
 * A bank in Zambia that loans can be paid into. `id` is the bank-transfer provider's own id for it (the
 * `bankId` Lenco's transfers take), never a branch sort code; `name` is what the borrower reads.
 */
export const bankSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;

/** GET /api/banks: the banks a borrower can choose from, sorted by name. */
export const bankListSchema = z.array(bankSchema);

/** The bank travels as the provider's id, so anything not from the list is refused with this. */
export const CHOOSE_BANK_MESSAGE = 'Please choose your bank from the list.';
