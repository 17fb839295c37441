// Types for the part of NeDB's document model the embedded adapter uses to sort pages of results.
declare module '@seald-io/nedb/lib/model.js' {
  export function compareThings(a: unknown, b: unknown, compareStrings?: (a: string, b: string) => number): number;
  export function getDotValue(obj: unknown, field: string): unknown;
}

// NeDB's cursor without a map function hands back the stored documents themselves (read only).
declare module '@seald-io/nedb/lib/cursor.js' {
  export default class Cursor {
    constructor(db: unknown, query: Record<string, unknown>);
    execAsync(): Promise<Record<string, unknown>[]>;
  }
}
