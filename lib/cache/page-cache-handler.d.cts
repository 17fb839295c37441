// Types for page-cache-handler.cjs.
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import type { SharedTags } from './shared-tags.cjs';

declare class SharedTagsPageCache extends FileSystemCache {
  constructor(ctx: ConstructorParameters<typeof FileSystemCache>[0] & { sharedTags?: SharedTags | null });
  sharedTags: SharedTags | null;
  /** The same cache without its disk, for pages any made-up address can bring about (404s, hub states). */
  readonly memoryOnly: FileSystemCache;
  static defaultSharedTags(): SharedTags | null;
}

export = SharedTagsPageCache;
