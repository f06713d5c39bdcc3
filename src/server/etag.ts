/**
 * Whether an If-None-Match header names `etag`: a list of tags (weak or strong) or `*`, compared
 * weakly, as a conditional GET is (RFC 9110 §13.1.2). Pages, published content and assets use it.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
