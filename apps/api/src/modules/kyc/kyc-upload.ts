import { KYC_MAX_UPLOAD_BYTES, KYC_MESSAGES } from '@kwacha/shared/kyc/kyc-view';
import type { FastifyRequest } from 'fastify';
import { KycFileTooLargeError, KycUploadFormError } from './kyc.errors';

/** What @fastify/multipart may read of one photo upload (registered in kyc.routes.ts). */
export const KYC_MULTIPART_LIMITS = {
  // busboy stops at this many bytes and marks the file truncated: "exactly 8 MB" passes, a byte more is refused.
  fileSize: KYC_MAX_UPLOAD_BYTES,
  files: 1,
  fields: 0,
  parts: 1,
  headerPairs: 50,
};

const codeOf = (error: unknown) => (error as { code?: string })?.code;

/**
 * Reads the one file of a photo upload (field `file`). A file over 8 MB is refused as soon as the limit is
 * reached, without reading the rest; any other broken form is a 400 with a message, never a 413 or 500.
 */
export async function readKycUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new KycUploadFormError(KYC_MESSAGES.noFile);
  let content: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || content) {
        throw new KycUploadFormError(KYC_MESSAGES.oneFile);
      }
      content = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof KycUploadFormError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new KycFileTooLargeError();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new KycUploadFormError(KYC_MESSAGES.oneFile);
    }
    throw new KycUploadFormError(KYC_MESSAGES.noFile);
  }
  if (!content || content.length === 0) throw new KycUploadFormError(KYC_MESSAGES.noFile);
  return content;
}
