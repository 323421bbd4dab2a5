import type { MultipartFile } from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  type AttachmentType,
  COMPLAINT_MESSAGES,
} from '@kwacha/shared/complaints/complaints';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { scanUpload } from '../../lib/antivirus/scan-upload';
import {
  AttachmentInfectedError,
  AttachmentRefusedError,
  AttachmentScanUnavailableError,
} from './complaints.errors';

export interface ComplaintAttachmentUpload {
  filename: string;
  contentType: AttachmentType;
  content: Buffer;
}

/** What @fastify/multipart is allowed to read of one complaint form (registered in complaints.routes.ts). */
export const MULTIPART_LIMITS = {
  fileSize: ATTACHMENT_MAX_BYTES,
  files: 1,
  fields: 10,
  // A description of 2,000 characters is at most 8,000 bytes of UTF-8.
  fieldSize: 16 * 1024,
  parts: 12,
  headerPairs: 100,
};

const isAllowed = (mime: string): mime is AttachmentType =>
  (ATTACHMENT_TYPES as readonly string[]).includes(mime);

/** The name the borrower's device gave, shown to staff: no path, no control characters, at most 100. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f"]/g, '').trim();
  return clean.slice(0, 100) || 'attachment';
}

/**
 * The type by the file's own bytes (magic numbers), never by its name or the browser's Content-Type: a
 * text file renamed to .png is refused. Nothing is stored when this throws.
 */
export async function checkAttachment(filename: string | undefined, content: Buffer) {
  if (content.length === 0) throw new AttachmentRefusedError(COMPLAINT_MESSAGES.attachmentType);
  if (content.length > ATTACHMENT_MAX_BYTES)
    throw new AttachmentRefusedError(COMPLAINT_MESSAGES.attachmentTooLarge);
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !isAllowed(detected.mime))
    throw new AttachmentRefusedError(COMPLAINT_MESSAGES.attachmentType);
  return { filename: cleanFilename(filename), contentType: detected.mime, content };
}

async function readFile(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AttachmentRefusedError(COMPLAINT_MESSAGES.attachmentTooLarge);
    }
    throw error;
  }
}

/**
 * Reads a multipart complaint form: its text fields and at most one file in the field `attachment`. Every
 * limit breached (a second file, too many or too long fields, a broken stream) is a 400 with a message.
 */
export async function readComplaintForm(request: FastifyRequest): Promise<{
  fields: Record<string, string>;
  attachment: ComplaintAttachmentUpload | undefined;
}> {
  const fields = new Map<string, string>();
  let attachment: ComplaintAttachmentUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'attachment' || attachment) {
          throw new AttachmentRefusedError(COMPLAINT_MESSAGES.oneAttachment);
        }
        const content = await readFile(part);
        // An empty file input still sends a part with no name and no bytes: that is no attachment.
        if (content.length === 0 && !part.filename) continue;
        attachment = await checkAttachment(part.filename, content);
      } else if (typeof part.value === 'string' && !fields.has(part.fieldname)) {
        fields.set(part.fieldname, part.value);
      } else {
        throw new AttachmentRefusedError(COMPLAINT_MESSAGES.badUpload);
      }
    }
  } catch (error) {
    if (error instanceof AttachmentRefusedError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new AttachmentRefusedError(COMPLAINT_MESSAGES.oneAttachment);
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AttachmentRefusedError(COMPLAINT_MESSAGES.attachmentTooLarge);
    // Nothing but the form's own stream runs in this loop: busboy's "Unexpected end of form", a broken
    // boundary or a limit is the sender's fault, a 400, never a 500.
    throw new AttachmentRefusedError(COMPLAINT_MESSAGES.badUpload);
  }
  if (attachment) await scanAttachment(request, attachment.content);
  return { fields: Object.fromEntries(fields), attachment };
}

/** With CLAMAV_URL set, an attachment staff will open is scanned first, failing closed (decision 058). */
async function scanAttachment(request: FastifyRequest, content: Buffer) {
  const { config, logger } = request.server.ctx;
  const outcome = await scanUpload(config.antivirus, logger, {
    area: 'complaint',
    userId: request.auth?.user.id,
    content,
  });
  if (outcome === 'infected') throw new AttachmentInfectedError();
  if (outcome === 'unavailable') throw new AttachmentScanUnavailableError();
}
