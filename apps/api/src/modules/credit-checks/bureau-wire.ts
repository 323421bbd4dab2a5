import { z } from 'zod';

/**
 * The consumer enquiry on the wire (decision 052): JSON over HTTPS modelled on TransUnion Africa's
 * consumer enquiry (the national id, names, date of birth and phone in; a status, a reference, a score
 * and the consumer's accounts out). TransUnion Zambia's own field names come with the contract; they
 * change this file and the client's mapping only.
 */
export const ENQUIRY_PATH = '/v1/consumer-enquiries';

export interface EnquiryRequestBody {
  enquiryReason: 'NEW_CREDIT_APPLICATION';
  product: 'CONSUMER_PROFILE';
  consumer: {
    nationalId: string;
    forenames: string;
    surname: string;
    dateOfBirth: string;
    mobileNumber: string | null;
  };
}

/** Kwacha as the bureau writes it: "1250.00". */
const kwachaText = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/);

export const enquiryResponseSchema = z.object({
  enquiryStatus: z.enum(['FOUND', 'NOT_FOUND', 'THIN_FILE']),
  reference: z.string().min(1).max(100),
  consumer: z.object({ nationalId: z.string().max(30) }).nullable(),
  score: z
    .object({ value: z.number().int().min(0).max(999), grade: z.string().max(10).nullish() })
    .nullable(),
  accounts: z
    .array(
      z.object({
        subscriber: z.string().max(200),
        accountType: z.string().max(100),
        dateOpened: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        currentBalance: kwachaText,
        instalmentAmount: kwachaText,
        daysInArrears: z.number().int().min(0).max(100_000),
        accountStatus: z.string().max(50),
      }),
    )
    .max(500),
});
export type EnquiryResponse = z.infer<typeof enquiryResponseSchema>;
