// Types for compile-styles.mjs.
export function compileStylesheet(file: string, source: string, prefix: string): { css: string; classes: Record<string, string> };
export function classLines(classes: Record<string, string>): string[];
