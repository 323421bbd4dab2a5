import { signInCodeSchema } from '@kwacha/shared/staff/staff-totp';
import { z } from 'zod';

/** The second step's form: the code the API route checks with the same rule (docs/product.md §15.8). */
export const signInCodeFormSchema = z.object({ code: signInCodeSchema });
