import { createHash } from 'node:crypto';
import {
  KYC_MAX_INPUT_PIXELS,
  KYC_MAX_UPLOAD_BYTES,
  KYC_STORED_MAX_DIMENSION,
} from '@kwacha/shared/kyc/kyc-view';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { hasForeignContent, hasTrailingData, sniffImage } from './image-content';
import {
  KycFileNotImageError,
  KycFileTooLargeError,
  KycImageTooLargeError,
  KycImageUnreadableError,
} from './kyc.errors';

let loaded: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;

/**
 * sharp and its native library load on the first photo, not at start. One photo at a time per process and
 * no decoded-image cache: the machine serves loans, not photos.
 */
function imageLibrary() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return (input: Buffer, options: SharpOptions) => sharp(input, options);
  });
  return loaded;
}

/** A photo as it is stored: a fresh JPEG with no metadata (no EXIF, GPS, XMP or ICC comments). */
export interface ProcessedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
  sha256: string;
}

const JPEG_QUALITY = 80;

const isPixelLimit = (error: unknown) => /pixel limit/i.test(String((error as Error)?.message));

/**
 * Checks an uploaded photo and makes the copy we keep (docs/product.md §20.3): the type by its bytes,
 * no foreign content or trailing data, at most KYC_MAX_INPUT_PIXELS decoded pixels (the header is read
 * before any pixel is decoded, so a decompression bomb costs nothing), turned upright from its EXIF
 * orientation, fitted inside 1600 px and re-encoded as JPEG without any metadata. Throws a KYC file error
 * with the message the borrower reads; nothing is stored when it throws.
 */
export async function processKycPhoto(upload: Buffer): Promise<ProcessedPhoto> {
  if (upload.length > KYC_MAX_UPLOAD_BYTES) throw new KycFileTooLargeError();
  const format = sniffImage(upload);
  if (!format || hasForeignContent(upload) || hasTrailingData(upload, format)) {
    throw new KycFileNotImageError();
  }
  const sharp = await imageLibrary();
  const options = { limitInputPixels: KYC_MAX_INPUT_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, options).metadata();
  } catch (error) {
    if (isPixelLimit(error)) throw new KycImageTooLargeError();
    throw new KycImageUnreadableError();
  }
  // The decoder must agree with the magic number (a PNG signature on a JPEG body is not a photo we take).
  if (metadata.format !== format) throw new KycFileNotImageError();
  if (!metadata.width || !metadata.height) throw new KycImageUnreadableError();
  if (metadata.width * metadata.height > KYC_MAX_INPUT_PIXELS) throw new KycImageTooLargeError();
  try {
    const { data, info } = await sharp(upload, options)
      .autoOrient()
      .resize({
        width: KYC_STORED_MAX_DIMENSION,
        height: KYC_STORED_MAX_DIMENSION,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // Transparent PNG or WebP areas become white rather than black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      jpeg: data,
      width: info.width,
      height: info.height,
      sha256: createHash('sha256').update(data).digest('hex'),
    };
  } catch (error) {
    if (isPixelLimit(error)) throw new KycImageTooLargeError();
    throw new KycImageUnreadableError();
  }
}
