import type { AppContext } from '../../context';
import { ClamdUnavailableError, scanWithClamd } from '../../lib/antivirus/clamd-client';
import { KycFileInfectedError, KycScanUnavailableError } from './kyc.errors';

type Ctx = Pick<AppContext, 'config' | 'logger'>;

/**
 * Scans an identity photo as uploaded, before any decoder reads it, when CLAMAV_URL is set (decision 058).
 * Fails closed: a photo clamd found something in is a 400, and a photo clamd could not scan is a 503 —
 * never stored unscanned. The log names the borrower by id and the signature, never the photo.
 */
export async function scanIdentityPhoto(ctx: Ctx, userId: string, upload: Buffer): Promise<void> {
  const target = ctx.config.kyc.antivirus;
  if (!target) return;
  let verdict: Awaited<ReturnType<typeof scanWithClamd>>;
  try {
    verdict = await scanWithClamd(target, upload);
  } catch (error) {
    if (!(error instanceof ClamdUnavailableError)) throw error;
    ctx.logger.error(
      { event: 'kyc.scan_unavailable', userId, problem: error.problem },
      'clamd gave no verdict',
    );
    throw new KycScanUnavailableError(error.problem);
  }
  if (!verdict.clean) {
    ctx.logger.warn(
      { event: 'kyc.upload_infected', userId, signature: verdict.signature, bytes: upload.length },
      'identity photo refused: the virus scanner found a signature',
    );
    throw new KycFileInfectedError();
  }
}
