import { jsonResponse } from './middleware';
import { SerializedJson } from './types';

describe('JSON answers', () => {
  it('sends a body serialised once for a crowd exactly as a body serialised per request', () => {
    const body = { tournament: { name: 'Gothia Cup', teams: [{ team: 'Hammarby', PTS: 3 }] } };
    const shared = jsonResponse(200, new SerializedJson(JSON.stringify(body)), { 'cache-control': 'public, max-age=0, s-maxage=5' });
    const own = jsonResponse(200, body, { 'cache-control': 'public, max-age=0, s-maxage=5' });
    expect(shared).toEqual(own);
    expect(JSON.parse(shared.body ?? '')).toEqual(body);
  });
});
