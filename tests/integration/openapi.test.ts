import { readFileSync } from 'node:fs';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { OPENAPI_DOCUMENT_FILE } from '../support/openapi-contract';

const cloud = localCloudHandle();
const call = apiClient(cloud);

describe('GET /api/openapi.json', () => {
  it('serves the committed document to anyone, tagged and cacheable, and a 304 for the tag it sent', async () => {
    const response = await fetch(`${cloud.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    // The function builds it from the same manifest and schemas: byte for byte the JSON of docs/openapi.json.
    expect(await response.json()).toEqual(JSON.parse(readFileSync(OPENAPI_DOCUMENT_FILE, 'utf8')));
    const again = await call('GET', '/api/openapi.json', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });
});
