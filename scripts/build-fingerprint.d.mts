// Types for build-fingerprint.mjs (used by its unit test).
export type Fingerprint = { format: number; files: Record<string, string>; env: Record<string, string> };
export type Decision = { build: false } | { build: true; reason: string; changed?: string[] };
export const SOURCE_DIRS: string[];
export const SOURCE_FILES: string[];
export const BUILD_ENV: string[];
export const REWRITTEN_BY_BUILD: string[];
export const FINGERPRINT_FILE: string;
export function sourceHashes(root: string, files?: string[]): Record<string, string>;
export function buildEnvironment(env?: Record<string, string | undefined>): Record<string, string>;
export function currentFingerprint(root: string, env?: Record<string, string | undefined>): Fingerprint;
export function buildDecision(previous: Fingerprint | null, current: Fingerprint, options?: { buildExists?: boolean }): Decision;
export function fingerprintPath(root: string, distDir: string): string;
export function readFingerprint(root: string, distDir: string): Fingerprint | null;
export function buildExists(root: string, distDir: string): boolean;
export function writeFingerprint(root: string, distDir: string, before: Fingerprint): Fingerprint;
export function forgetFingerprint(root: string, distDir: string): void;
