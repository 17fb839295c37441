// `next/cache` for the tests. Outside Next a 'use cache' function is a plain function (nothing compiles the
// directive), so its cacheLife and cacheTag calls must do nothing: every read goes to the store, as a read after an
// invalidation would. The rest is Next's own.
export { revalidatePath, revalidateTag, updateTag, refresh } from 'next/dist/server/web/spec-extension/revalidate';
export { unstable_cache } from 'next/dist/server/web/spec-extension/unstable-cache';
export { unstable_noStore } from 'next/dist/server/web/spec-extension/unstable-no-store';

export function cacheLife(..._profile: unknown[]): void {}
export function cacheTag(..._tags: string[]): void {}
