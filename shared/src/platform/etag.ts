/**
 * `If-None-Match` against an entity tag, as HTTP compares them for a GET (RFC 9110 §13.1.2): weakly — `W/`
 * prefixes do not count — against any tag of the list, or `*` for any.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
