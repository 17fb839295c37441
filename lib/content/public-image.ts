// The only static picture addresses a stored image may name: the site's own under /images/ (the seeded demo
// pictures). Kept apart from the schemas so that visitor components can check without loading zod.
export const PUBLIC_IMAGE = /^\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.(?:svg|png|jpe?g|webp|avif|gif)$/i;

/** Whether a stored `src` is one of the site's own pictures (nothing else may be shown or fetched). */
export const isPublicImageSrc = (src: unknown): src is string => typeof src === 'string' && src.length <= 500 && PUBLIC_IMAGE.test(src);
