import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
// pdf.js reads the standard fonts' metrics from its own package to lay text out; nothing is fetched.
const standardFontDataUrl = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text a reader sees in a PDF, one piece per line (pdf.js, as browsers' viewers read it). */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  const pieces: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if ('str' in item && item.str.trim() !== '') pieces.push(item.str);
    }
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { text: pieces.join('\n'), pages };
}
