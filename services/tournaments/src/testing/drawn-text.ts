import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

/** Windows-1252 0x80–0x9F (Node's TextDecoder reads that label as Latin-1). */
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = { decode: (bytes: Buffer) => [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? CP1252[byte - 0x80] : String.fromCharCode(byte))).join('') };

/** The text drawn on the pages (pdf-lib writes WinAnsi hex strings into Flate-compressed content streams). */
export async function drawnText(bytes: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(bytes);
  const chunks: string[] = [];
  for (const page of document.getPages()) {
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = document.context.lookup(ref as never) as unknown as { getContents(): Uint8Array };
      const raw = Buffer.from(inflateSync(Buffer.from(stream.getContents()))).toString('latin1');
      for (const [, hex] of raw.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) chunks.push(winAnsi.decode(Buffer.from(hex ?? '', 'hex')));
    }
  }
  return chunks.join('\n');
}
