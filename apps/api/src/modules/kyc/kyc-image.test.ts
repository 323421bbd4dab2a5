import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasTrailingData, sniffImage } from './image-content';
import { processKycPhoto } from './kyc-image';
import {
  cameraJpeg,
  decompressionBombPng,
  hugeJpeg,
  jpegHtmlPolyglot,
  jpegPdfPolyglot,
  jpegWithTrailingData,
  jpegZipPolyglot,
  smallPng,
  smallWebp,
  textFile,
  truncatedJpeg,
} from './testing/kyc-images';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
  );

describe('processKycPhoto', () => {
  it('re-encodes a camera JPEG without any metadata: the EXIF GPS position is gone', async () => {
    const upload = await cameraJpeg({ width: 640, height: 480 });
    const before = await sharp(upload).metadata();
    expect(before.exif).toBeDefined(); // the fixture really carries EXIF
    expect(upload.toString('latin1')).toContain('KwachaPhone');

    const photo = await processKycPhoto(upload);
    const after = await sharp(photo.jpeg).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(photo.jpeg.toString('latin1')).not.toContain('KwachaPhone');
    expect(photo.jpeg.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 640, height: 480 });
    expect(photo.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('fits a large photo inside 1600 px and turns it upright from its EXIF orientation', async () => {
    // Orientation 6: the camera was held sideways; the upright image is 1000 wide and 2000 tall.
    const photo = await processKycPhoto(await cameraJpeg({ width: 2000, height: 1000, orientation: 6 }));
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 800, height: 1600 });
  });

  it('takes PNG and WebP and stores them as JPEG', async () => {
    for (const upload of [await smallPng(), await smallWebp()]) {
      const photo = await processKycPhoto(upload);
      expect(sniffImage(photo.jpeg)).toBe('jpeg');
      expect({ width: photo.width, height: photo.height }).toEqual({ width: 300, height: 200 });
    }
  });

  it('refuses a text file whatever it is called', async () => {
    expect(await refusal(processKycPhoto(textFile()))).toEqual({
      code: 'KYC_FILE_NOT_IMAGE',
      message: 'That file is not a photo. Upload a JPEG, PNG or WebP image.',
    });
  });

  it('refuses a file over 8 MB', async () => {
    expect(await refusal(processKycPhoto(await hugeJpeg()))).toEqual({
      code: 'KYC_FILE_TOO_LARGE',
      message: 'That photo is larger than 8 MB. Take it again at a lower resolution.',
    });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    expect(await refusal(processKycPhoto(bomb))).toEqual({
      code: 'KYC_IMAGE_TOO_LARGE',
      message: 'That photo has too many pixels. Take it again at a lower resolution.',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['a JPEG with a ZIP archive appended', jpegZipPolyglot],
    ['a JPEG with an HTML page and script in its comment', jpegHtmlPolyglot],
    ['a JPEG with a PDF appended', jpegPdfPolyglot],
    ['a JPEG with unexplained bytes after its end', jpegWithTrailingData],
  ])('refuses a polyglot: %s', async (_name, make) => {
    const file = await make();
    // Each really is a JPEG a decoder opens: only the extra content makes it a refusal.
    expect((await sharp(file).metadata()).format).toBe('jpeg');
    expect((await refusal(processKycPhoto(file))).code).toBe('KYC_FILE_NOT_IMAGE');
  });

  it('refuses a photo that breaks off half-way', async () => {
    expect(await refusal(processKycPhoto(await truncatedJpeg()))).toEqual({
      code: 'KYC_IMAGE_UNREADABLE',
      message: 'We could not read that photo. Take it again.',
    });
  });

  it('finds the end of a JPEG exactly (no trailing data in a clean photo)', async () => {
    const photo = await cameraJpeg();
    expect(hasTrailingData(photo, 'jpeg')).toBe(false);
    expect(hasTrailingData(Buffer.concat([photo, Buffer.alloc(16)]), 'jpeg')).toBe(false);
    expect(hasTrailingData(Buffer.concat([photo, Buffer.from('x')]), 'jpeg')).toBe(true);
    const png = await smallPng();
    expect(hasTrailingData(png, 'png')).toBe(false);
    expect(hasTrailingData(Buffer.concat([png, Buffer.from('x')]), 'png')).toBe(true);
  });
});
