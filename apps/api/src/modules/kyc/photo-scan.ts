import type { AppContext } from '../../context';
import { scanUpload } from '../../lib/antivirus/scan-upload';
import { KycFileInfectedError, KycScanUnavailableError } from './kyc.errors';

type Ctx = Pick<AppContext, 'config' | 'logger'>;

/**
 * Scans an identity photo as uploaded, before any decoder reads it, when CLAMAV_URL is set (decision 058).
 * Fails closed: a photo clamd found something in is a 400, and a photo clamd could not scan is a 503 —
 * never stored unscanned.
 */
export async function scanIdentityPhoto(ctx: Ctx, userId: string, upload: Buffer): Promise<void> {
  const outcome = await scanUpload(ctx.config.antivirus, ctx.logger, {
    area: 'kyc',
    userId,
    content: upload,
  });
  if (outcome === 'infected') throw new KycFileInfectedError();
  if (outcome === 'unavailable') throw new KycScanUnavailableError('clamd gave no verdict');
}
