// Text of a PDF, read by Mozilla's PDF.js (an independent reader, not our writer): one string per page,
// its text items joined by line. Run as a child process (PDF.js is ESM-only; the tests run as CommonJS):
//   node tests/support/pdfjs-text.mjs < file.pdf   →   JSON array of page texts on stdout
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const data = new Uint8Array(Buffer.concat(chunks));
const document = await getDocument({ data, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= document.numPages; number++) {
  const page = await document.getPage(number);
  const content = await page.getTextContent();
  const lines = [];
  let line = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    line += item.str;
    if (item.hasEOL) {
      lines.push(line);
      line = '';
    } else line += ' ';
  }
  if (line.trim()) lines.push(line);
  pages.push(
    lines
      .map((text) => text.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n'),
  );
}
process.stdout.write(JSON.stringify(pages));
