import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOpenApiDocument } from '@pitchside/shared';

/**
 * `npm run openapi`: writes docs/openapi.json from the route manifest and the shared schemas. Commit the
 * result: the unit test `openapi-document.test.ts` beside this file fails while it is out of date, so an API
 * change always shows in the diff of this one file.
 */
export const OPENAPI_FILE = resolve(__dirname, '../../docs/openapi.json');

export function renderOpenApiDocument(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}

if (require.main === module) {
  writeFileSync(OPENAPI_FILE, renderOpenApiDocument());
  console.log(`Wrote ${OPENAPI_FILE}`);
}
