import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Photos for the KYC tests, made in the test rather than checked in: a camera-like JPEG with EXIF GPS,
 * a PNG and a WebP, and the bad files every upload must refuse.
 */

/** A photo with a gradient (so it is not trivially compressible) and, by default, EXIF with a GPS position. */
export async function cameraJpeg(
  options: { width?: number; height?: number; gps?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x + y) * 7) % 256;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (options.gps !== false) {
    image = image.withExif({
      IFD0: { Make: 'KwachaPhone', Model: 'Test Camera', Copyright: 'Mwila Banda' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '15/1 25/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '28/1 17/1 0/1',
      },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.jpeg({ quality: 90 }).toBuffer();
}

export const smallPng = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 60, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const smallWebp = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .webp()
    .toBuffer();

/** A text file, whatever name it is sent under. */
export const textFile = () => Buffer.from('This is my NRC number: 123456/10/1\n'.repeat(20));

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A decompression bomb: a real, valid 20,000 × 20,000 PNG (400 megapixels, one bit each, all black) that
 * is a few hundred kilobytes on the wire and 1.2 GB once decoded to RGB.
 */
export function decompressionBombPng(side = 20_000): Buffer {
  const rowBytes = 1 + Math.ceil(side / 8);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc(rowBytes * side); // filter byte 0 and black pixels on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file over 8 MB that starts as a JPEG. */
export async function hugeJpeg(): Promise<Buffer> {
  const photo = await cameraJpeg({ gps: false, width: 64, height: 64 });
  return Buffer.concat([photo, Buffer.alloc(8 * 1024 * 1024 + 1 - photo.length, 0)]);
}

/** A JPEG with a ZIP archive appended: opens as a photo and as an archive. */
export async function jpegZipPolyglot(): Promise<Buffer> {
  const photo = await cameraJpeg({ gps: false, width: 64, height: 64 });
  // A minimal empty ZIP: just its end-of-central-directory record.
  const zipEnd = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
  return Buffer.concat([photo, zipEnd]);
}

/** A JPEG whose comment segment holds an HTML page with a script (a "GIFAR"-style polyglot). */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  const photo = await cameraJpeg({ gps: false, width: 64, height: 64 });
  const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>', 'latin1');
  const com = Buffer.alloc(4);
  com[0] = 0xff;
  com[1] = 0xfe;
  com.writeUInt16BE(html.length + 2, 2);
  return Buffer.concat([photo.subarray(0, 2), com, html, photo.subarray(2)]);
}

/** A JPEG with a PDF appended after its end. */
export async function jpegPdfPolyglot(): Promise<Buffer> {
  const photo = await cameraJpeg({ gps: false, width: 64, height: 64 });
  return Buffer.concat([photo, Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n', 'latin1')]);
}

/** A JPEG with unexplained bytes after its end. */
export async function jpegWithTrailingData(): Promise<Buffer> {
  const photo = await cameraJpeg({ gps: false, width: 64, height: 64 });
  return Buffer.concat([photo, Buffer.from('hidden payload that is not an image at all', 'latin1')]);
}

/** The first half of a JPEG: it starts right and breaks off. */
export async function truncatedJpeg(): Promise<Buffer> {
  const photo = await cameraJpeg({ gps: false });
  return photo.subarray(0, Math.floor(photo.length / 2));
}
