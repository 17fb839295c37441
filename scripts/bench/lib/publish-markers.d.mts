// Types for publish-markers.mjs (used by its unit test).
type PageLike = { contents?: Array<Record<string, unknown>> } & Record<string, unknown>;
export type MarkerKind = 'draft' | 'published' | 'saved';
export type SaveAck = { id: string; version: number; marker: string | null };
export type StoredSave = { version: number; marker: string | null } | null;
export type PublishSummary = {
  publishes: number;
  visibleMs: number[];
  neverSeen: number;
  answers: number;
  draftLeaks: number;
  leaks: Array<{ path: string; draft: number; at: number }>;
  staleAnswers: number;
  worstStaleMs: number;
};
export const MARKER_KEY: string;
export function markerText(kind: MarkerKind, n: number): string;
export function withMarker<P extends PageLike>(page: P, text: string): P;
export function markerOf(page: PageLike | null | undefined): string | null;
export function markersIn(html: string): Record<MarkerKind, number[]>;
export function percentile(values: Array<number | null | undefined>, p: number): number | null;
export function createPublishTracker(): {
  published(path: string, n: number, ackAt: number): void;
  answer(path: string, answer: { startAt: number; endAt: number; html: string }): void;
  summary(): PublishSummary;
};
export function lostSaves(acks: SaveAck[], stored: Map<string, StoredSave>): SaveAck[];
export function withDatabaseName(uri: string, name: string): string;
