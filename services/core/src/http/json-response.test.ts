import { jsonResponse } from './middleware';
import { cacheableJson, SerializedJson } from './types';

describe('JSON answers', () => {
  it('sends a body serialised once for a crowd exactly as a body serialised per request', () => {
    const body = { tournament: { name: 'Gothia Cup', teams: [{ team: 'Hammarby', PTS: 3 }] } };
    const shared = jsonResponse(200, new SerializedJson(JSON.stringify(body)), { 'cache-control': 'public, max-age=0, s-maxage=5' });
    const own = jsonResponse(200, body, { 'cache-control': 'public, max-age=0, s-maxage=5' });
    expect(shared).toEqual(own);
    expect(JSON.parse(shared.body ?? '')).toEqual(body);
  });
});

describe('cacheable JSON answers and revalidation', () => {
  const headers = { 'cache-control': 'public, max-age=0, s-maxage=5' };
  const table = new SerializedJson('{"table":[{"team":"Hammarby","PTS":3}]}');

  it('carries a weak entity tag that changes with the body and only with it', () => {
    expect(table.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(new SerializedJson(table.text).etag).toBe(table.etag);
    expect(new SerializedJson('{"table":[{"team":"Hammarby","PTS":4}]}').etag).not.toBe(table.etag);
  });

  it('answers 304 without a body to a caller holding this very answer, and 200 with it otherwise', () => {
    expect(cacheableJson({ headers: { 'if-none-match': table.etag } }, table, headers)).toEqual({ status: 304, headers: { ...headers, etag: table.etag } });
    const fresh = cacheableJson({ headers: { 'if-none-match': 'W/"older"' } }, table, headers);
    expect(fresh).toEqual({ status: 200, body: table, headers: { ...headers, etag: table.etag } });
    expect(cacheableJson({ headers: {} }, table, headers).status).toBe(200);
    expect(jsonResponse(304, undefined, { ...headers, etag: table.etag }).body).toBe('');
  });
});
