import { etagMatches } from './etag';

describe('etagMatches (If-None-Match on a GET)', () => {
  it('matches the same tag, weak or strong, anywhere in a list, and *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc" ,"y"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
  });

  it('does not match another tag, a missing header or a tag without its quotes', () => {
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
    expect(etagMatches('', 'W/"abc"')).toBe(false);
    expect(etagMatches('abc', 'W/"abc"')).toBe(false);
  });
});
