// Field values arrive as `unknown` (old or hand-edited content may hold anything): these read them
// defensively and write them back without mutating what the editor state holds.

export type Fields = Record<string, unknown>;

export const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
export const asRecord = (value: unknown): Fields =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Joins path segments, skipping empty ones: '' stands for "this object itself". */
export const joinPath = (...parts: string[]) => parts.filter(Boolean).join('.');
