// Conditional GET for handlers that answer bytes with an ETag (images).
/**
 * 304 instead of the bytes when the request's If-None-Match names the response's ETag.
 * The dispatcher applies it to every Response a handler answers, where the request is at hand.
 */
export function answerNotModified(request: Request, response: Response): Response {
  const etag = response.headers.get('etag');
  const ifNoneMatch = request.headers.get('if-none-match');
  if (response.status !== 200 || !etag || !ifNoneMatch || !['GET', 'HEAD'].includes(request.method)) return response;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const matches = ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
  if (!matches) return response;
  const headers = new Headers();
  for (const name of ['etag', 'cache-control', 'x-content-type-options']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The body is not needed; release it rather than leave it buffered.
  void response.body?.cancel();
  return new Response(null, { status: 304, headers });
}
