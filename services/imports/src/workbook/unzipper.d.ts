/** The part of unzipper 0.10 (the zip parser exceljs's streaming reader uses) that worksheet-stream.ts drives. */
declare module 'unzipper' {
  import type { Duplex, PassThrough } from 'node:stream';

  export interface Entry extends PassThrough {
    path: string;
    autodrain(): unknown;
  }

  export function Parse(options: { forceStream: true }): Duplex;
}
