// Types for editor-styles.mjs (used by its unit test).
export function editorStylesheets(dir?: string): string[];
export function stylesModule(file: string, source?: string): string;
export function modulePathOf(file: string): string;
export function generatedFiles(): Record<string, string>;
export function staleFiles(): string[];
