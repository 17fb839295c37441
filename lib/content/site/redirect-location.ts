import { onSitePath } from '../domains/site-address';

/**
 * Where a redirect sends a visitor. A path of this site keeps the host (and scheme) they asked for, resolved
 * the way the browser will (a target that would leave the site is never sent: saved redirects are checked, this
 * checks again); an address on an allow-listed host (REDIRECT_HOSTS, checked when the redirect was saved and
 * loaded) is used as it is. Either way the visitor's query string goes along unless the target has its own (or
 * an #anchor). Null when the target is neither.
 */
export function redirectLocation(to: string, requestUrl: URL): URL | null {
  let target: URL;
  if (to.startsWith('/')) {
    const path = onSitePath(to);
    if (path === null) return null;
    target = new URL(path, requestUrl);
  } else {
    try {
      target = new URL(to);
    } catch {
      return null;
    }
    if (target.protocol !== 'https:') return null;
  }
  if (!/[?#]/.test(to)) target.search = requestUrl.search;
  return target;
}
