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
export function successEnvelope<T extends z.ZodType>(data: T) {
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
