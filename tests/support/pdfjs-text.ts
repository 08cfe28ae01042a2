import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The text of each page of a PDF as PDF.js reads it (tests/support/pdfjs-text.mjs, in a child process):
 * what a reader would see, checked without our own PDF code.
 */
export function pdfText(bytes: Uint8Array): Promise<string[]> {
  return new Promise((done, fail) => {
    const child = execFile(process.execPath, [resolve(__dirname, 'pdfjs-text.mjs')], { maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) fail(new Error(`pdf-text failed: ${stderr || error.message}`));
      else done(JSON.parse(stdout) as string[]);
    });
    child.stdin?.end(Buffer.from(bytes));
  });
}
