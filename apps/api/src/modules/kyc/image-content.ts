/**
 * What a photo's bytes say it is, read from the bytes alone (never the name or the browser's Content-Type),
 * and whether anything hides beside the image: a "polyglot" is a file that is a valid JPEG and also a
 * ZIP, an HTML page or a PDF, so that something else reading the same bytes sees another thing.
 * Re-encoding already throws such extras away; refusing them as well tells the sender plainly.
 */

export type SniffedImage = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format by magic number, or undefined when it is none of the three. */
export function sniffImage(bytes: Buffer): SniffedImage | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/** Markers of documents a browser or a reader would act on. Random compressed data is vanishingly unlikely to hold them. */
const ACTIVE_CONTENT =
  /<\s*(?:script|html|body|iframe|object|embed|svg|!doctype)\b|javascript:|%PDF-|<\?php/i;

// A ZIP's central directory ends with this record, within the last 65,557 bytes of the file.
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** True when the bytes also read as HTML, script, PDF or a ZIP archive. */
export function hasForeignContent(bytes: Buffer): boolean {
  if (ACTIVE_CONTENT.test(bytes.toString('latin1'))) return true;
  const tail = bytes.subarray(Math.max(0, bytes.length - 65_557));
  return tail.includes(ZIP_END);
}

/** Where a PNG ends: after its IEND chunk. Undefined when the chunks do not add up. */
function pngEnd(bytes: Buffer): number | undefined {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return at;
  }
  return undefined;
}

/** Where a WebP ends: its RIFF header states the size (padded to an even length). */
function webpEnd(bytes: Buffer): number | undefined {
  const size = bytes.readUInt32LE(4);
  const end = 8 + size + (size % 2);
  return end <= bytes.length + 1 ? Math.min(end, bytes.length) : undefined;
}

/**
 * Where the first JPEG image ends: walks the marker segments to the scan, then the entropy-coded data to
 * the EOI marker (FF D9; FF 00 is a stuffed byte and FF D0–D7 are restart markers inside the scan).
 */
function jpegEnd(bytes: Buffer): number | undefined {
  let at = 2;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (marker >= 0xd0 && marker <= 0xd7) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(at + 2);
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data until a marker that is not a stuffed byte or a restart.
      while (at + 1 < bytes.length) {
        if (bytes[at] === 0xff) {
          const next = bytes[at + 1] ?? 0;
          if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
            at += next === 0xff ? 1 : 2;
            continue;
          }
          break;
        }
        at += 1;
      }
    }
  }
  return undefined;
}

/**
 * Bytes after the image's end that are not harmless: zero padding is allowed, and after a JPEG further
 * JPEGs are (phones store depth maps and previews that way, "MPF"); anything else is refused.
 */
export function hasTrailingData(bytes: Buffer, format: SniffedImage): boolean {
  const end = format === 'png' ? pngEnd(bytes) : format === 'webp' ? webpEnd(bytes) : jpegEnd(bytes);
  // An image whose structure cannot be followed is left to the decoder, which refuses a broken one.
  if (end === undefined) return false;
  const rest = bytes.subarray(end);
  if (rest.every((byte) => byte === 0)) return false;
  // Further JPEGs after the first: a ZIP or a page hidden among them is found by hasForeignContent.
  return !(format === 'jpeg' && sniffImage(rest) === 'jpeg');
}
