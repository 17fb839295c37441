/**
 * Where a redirect sends a visitor. A path of this site keeps the host (and scheme) they asked for; an address
 * on an allow-listed host (REDIRECT_HOSTS, checked when the redirect was saved) is used as it is. Either way the
 * visitor's query string goes along unless the target has its own (or an #anchor).
 */
export function redirectLocation(to: string, requestUrl: URL): URL {
  const target = new URL(to, requestUrl);
  if (!/[?#]/.test(to)) target.search = requestUrl.search;
  return target;
}
