// What the backup and restore commands share: reading their options and describing an archive in a line.
import type { Manifest } from '../lib/backup/format';

export { formatBytes } from '../lib/site-status/format-bytes';

export function argValue(name: string, argv = process.argv.slice(2)): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
}

export function describeManifest(manifest: Manifest): string {
  const documents = Object.values(manifest.collections).reduce((sum, c) => sum + c.count, 0);
  const pictures = Object.keys(manifest.blobs).filter((name) => name.startsWith('images/')).length;
  const files = Object.keys(manifest.blobs).length - pictures;
  const pages = manifest.collections.pages?.count ?? 0;
  return `${documents} records (${pages} pages) in ${Object.keys(manifest.collections).length} collections, ${pictures} pictures and ${files} uploaded files`;
}
