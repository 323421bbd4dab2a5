import type { FastifyBaseLogger } from 'fastify';
import { type ClamdTarget, ClamdUnavailableError, scanWithClamd } from './clamd-client';

/** What the scan of one upload found; `off` when CLAMAV_URL is unset (decision 058). */
export type ScanOutcome = 'off' | 'clean' | 'infected' | 'unavailable';

/**
 * Scans an upload with clamd when a scanner is configured, and logs what needs an operator: a signature
 * found (`<area>.upload_infected`, warn) or no verdict (`<area>.scan_unavailable`, error). The log names the
 * account by id and the signature, never the file. The caller refuses anything but `off` and `clean`.
 */
export async function scanUpload(
  target: ClamdTarget | undefined,
  logger: FastifyBaseLogger,
  upload: { area: 'kyc' | 'complaint'; userId: string | undefined; content: Buffer },
): Promise<ScanOutcome> {
  if (!target) return 'off';
  const { area, userId, content } = upload;
  try {
    const verdict = await scanWithClamd(target, content);
    if (verdict.clean) return 'clean';
    logger.warn(
      { event: `${area}.upload_infected`, userId, signature: verdict.signature, bytes: content.length },
      'upload refused: the virus scanner found a signature',
    );
    return 'infected';
  } catch (error) {
    if (!(error instanceof ClamdUnavailableError)) throw error;
    logger.error(
      { event: `${area}.scan_unavailable`, userId, problem: error.problem },
      'clamd gave no verdict',
    );
    return 'unavailable';
  }
}
