// What a visitor is told about a document before downloading it: its kind and size ('PDF, 1.2 MB').

/** The library's facts about one document, as the server hands them to the block (server-data.ts). */
export type DocumentFacts = { kind: string; bytes: number };
/** By file id. */
export type DownloadsPreload = { documents: Record<string, DocumentFacts> };

const FILE_HREF = /^\/api\/file\/([A-Za-z0-9_-]{10,40})(?=$|[?#])/;

/** The library id a link points at, or null for any other link. */
export function fileIdOf(href: string): string | null {
  return FILE_HREF.exec(href.trim())?.[1] ?? null;
}

/** '350 KB', '1.2 MB': decimal units, as file managers and phones show sizes. */
export function sizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1).replace(/\.0$/, '')} MB`;
}

export function factsText(facts: DocumentFacts): string {
  return `${facts.kind}, ${sizeText(facts.bytes)}`;
}

export function documentsOf(preload: unknown): Record<string, DocumentFacts> {
  const documents = (preload as Partial<DownloadsPreload> | undefined)?.documents;
  return documents && typeof documents === 'object' ? documents : {};
}
