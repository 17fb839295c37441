// Cookie names shared by the server (which sets them) and the page's editor loader (which reads the hint).
export const AUTH_COOKIE = 'authToken';
/** Not HttpOnly and holds no secret: only tells the page's tiny loader that checking the session is worth a request. */
export const SIGNED_IN_HINT_COOKIE = 'signedIn';
