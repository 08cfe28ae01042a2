import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, one string drawn per line: enough to check that a printed schedule says what the API
 * says, without a PDF library in the tests. It reads what pdf-lib writes (the schedule's printer): content
 * streams compressed with FlateDecode, text drawn with `Tj` from hex strings in WinAnsi (the standard fonts'
 * encoding), and literal strings `( … ) Tj` too.
 */
const WIN_ANSI_EXTRAS: Record<number, string> = { 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—', 0x85: '…' };

const decodeByte = (byte: number) => WIN_ANSI_EXTRAS[byte] ?? String.fromCharCode(byte);

export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  for (let found = streams.exec(source); found; found = streams.exec(source)) {
    const start = found.index + found[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (shown[1] !== undefined) {
        const hex = shown[1].replace(/\s+/g, '');
        lines.push(Array.from({ length: hex.length / 2 }, (_, i) => decodeByte(parseInt(hex.slice(i * 2, i * 2 + 2), 16))).join(''));
      } else if (shown[2] !== undefined) {
        lines.push(
          shown[2]
            .replace(/\\([()\\])/g, '$1')
            .split('')
            .map((char) => decodeByte(char.charCodeAt(0)))
            .join(''),
        );
      }
    }
    streams.lastIndex = end + 'endstream'.length;
  }
  return lines.join('\n');
}
