import { z } from 'zod';

/** One field's problem in a VALIDATION_ERROR. `msg` mirrors `message` because the client reads either. */
export const errorDetailSchema = z.object({
  field: z.string(),
  msg: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  msg: z.string(),
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(errorDetailSchema).optional(),
  }),
  retryAfter: z.number().int().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The success envelope around a payload schema: `{ success, message, msg, data }`. */
// A core type, so the payload may be written with Zod's classic API or its tree-shakable one.
export function successEnvelope<T extends z.core.$ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    message: z.string(),
    msg: z.string(),
    data,
  });
}

export type SuccessEnvelope<T> = { success: true; message: string; msg: string; data: T };

export function ok<T>(data: T, message = 'OK'): SuccessEnvelope<T> {
  return { success: true, message, msg: message, data };
}

export function errorDetail(field: string, message: string): ErrorDetail {
  return { field, msg: message, message };
}
