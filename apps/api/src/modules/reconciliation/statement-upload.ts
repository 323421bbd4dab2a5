import {
  type ReconciliationProvider,
  STATEMENT_MAX_BYTES,
  statementUploadFieldsSchema,
  RECONCILIATION_MESSAGES as TEXT,
} from '@kwacha/shared/staff/reconciliation';
import type { FastifyRequest } from 'fastify';
import { StatementRefusedError } from './reconciliation.errors';

/** What @fastify/multipart may read of one statement upload (registered in reconciliation.routes.ts). */
export const STATEMENT_MULTIPART_LIMITS = {
  // busboy stops at this many bytes: the rest of a 50 MB file is never read into memory.
  fileSize: STATEMENT_MAX_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 1024,
  parts: 3,
  headerPairs: 50,
};

const codeOf = (error: unknown) => (error as { code?: string })?.code;

/** The name the browser gave, kept for staff: no path, no control characters, at most 100 characters. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f"]/g, '').trim();
  return clean.slice(0, 100) || 'statement.csv';
}

/**
 * Reads a statement upload: the field `provider` and one file in the field `file`. Every broken form (no
 * file, a second file, a file over STATEMENT_MAX_BYTES, an unknown provider) is a 400 with a message.
 */
export async function readStatementUpload(
  request: FastifyRequest,
): Promise<{ provider: ReconciliationProvider; fileName: string; content: Buffer }> {
  if (!request.isMultipart()) throw new StatementRefusedError(TEXT.fileMissing);
  const fields = new Map<string, string>();
  let file: { fileName: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) throw new StatementRefusedError(TEXT.oneFile);
        file = { fileName: cleanFileName(part.filename), content: await part.toBuffer() };
      } else if (typeof part.value === 'string' && !fields.has(part.fieldname)) {
        fields.set(part.fieldname, part.value);
      } else {
        throw new StatementRefusedError(TEXT.badUpload);
      }
    }
  } catch (error) {
    if (error instanceof StatementRefusedError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new StatementRefusedError(TEXT.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new StatementRefusedError(TEXT.oneFile);
    // Nothing but the form's own stream runs in this loop: a broken form is the sender's fault, a 400.
    throw new StatementRefusedError(TEXT.badUpload);
  }
  const parsed = statementUploadFieldsSchema.safeParse({ provider: fields.get('provider') });
  if (!parsed.success) throw new StatementRefusedError(TEXT.chooseProvider);
  if (!file) throw new StatementRefusedError(TEXT.fileMissing);
  return { provider: parsed.data.provider, ...file };
}
