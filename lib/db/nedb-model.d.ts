// Types for the part of NeDB's document model the embedded adapter uses to sort pages of results.
declare module '@seald-io/nedb/lib/model.js' {
  export function compareThings(a: unknown, b: unknown, compareStrings?: (a: string, b: string) => number): number;
  export function getDotValue(obj: unknown, field: string): unknown;
}
