// Types for blocks.mjs (used by its unit test).
export function blockFolders(dir?: string): string[];
export function listedFolders(dir?: string): string[];
export function generatedFiles(dir?: string): Record<string, string>;
export function staleFiles(dir?: string): string[];
export function blockStylesheets(dir?: string): string[];
