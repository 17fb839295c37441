// Whether the site must be built again before it is served: a fingerprint of everything a build depends on
// (sources, dependencies, build-time configuration and environment) is kept next to the build, and a new build
// is needed only when today's fingerprint differs from it. Used by scripts/start.mjs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Folders whose files go into the build. */
export const SOURCE_DIRS = ['app', 'components', 'editor', 'lib', 'api-handlers', 'styles', 'public'];
/** Single files the build reads: dependencies, build configuration, the proxy, and environment files Next loads. */
export const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'next.config.ts',
  'tsconfig.json',
  'proxy.ts',
  'instrumentation.ts',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];
/** Environment read while building (next.config.ts fixes headers and the build directory from them). */
export const BUILD_ENV = ['SITE_URL', 'GOOGLE_MAPS_API_KEY', 'GTM_ID', 'NEXT_DIST_DIR', 'REDIS_URL'];
/** Files Next itself rewrites during a build: their state after the build is the one to remember. */
export const REWRITTEN_BY_BUILD = ['tsconfig.json'];

export const FINGERPRINT_FILE = 'source-fingerprint.json';
const FORMAT = 1;

/** package.json fields a build depends on: a new npm script or a version bump does not need a build. */
const PACKAGE_FIELDS = ['type', 'dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies', 'overrides', 'browserslist'];

function hashFile(file) {
  let bytes = fs.readFileSync(file);
  if (path.basename(file) === 'package.json') {
    try {
      const manifest = JSON.parse(bytes.toString('utf8'));
      bytes = Buffer.from(JSON.stringify(PACKAGE_FIELDS.map((field) => manifest[field] ?? null)));
    } catch {
      // Not valid JSON: the whole file counts.
    }
  }
  return crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

function listFiles(root, dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== '.DS_Store')
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'));
}

/** Content hashes of the files a build depends on, by path relative to root. */
export function sourceHashes(root, files = [...SOURCE_DIRS.flatMap((dir) => listFiles(root, dir)), ...SOURCE_FILES]) {
  const hashes = {};
  for (const file of [...files].sort()) {
    const full = path.join(root, file);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) hashes[file] = hashFile(full);
  }
  return hashes;
}

/** The build-time environment as it will be seen by the build (unset and empty are the same). */
export function buildEnvironment(env = process.env) {
  const names = [...BUILD_ENV, ...Object.keys(env).filter((name) => name.startsWith('NEXT_PUBLIC_'))].sort();
  return Object.fromEntries(names.map((name) => [name, env[name] || '']));
}

export function currentFingerprint(root, env = process.env) {
  return { format: FORMAT, files: sourceHashes(root), env: buildEnvironment(env) };
}

/**
 * Compares the fingerprint kept with the build to today's. Returns { build: false } when the build can be
 * used as it is, else { build: true, reason, changed? } with a reason a person can read and what changed.
 */
export function buildDecision(previous, current, { buildExists = true } = {}) {
  if (!buildExists) return { build: true, reason: 'there is no build yet' };
  if (!previous || previous.format !== current.format) return { build: true, reason: 'the existing build has no record of what it was built from' };
  const envChanged = Object.keys({ ...previous.env, ...current.env }).filter((name) => (previous.env?.[name] ?? '') !== (current.env[name] ?? ''));
  if (envChanged.length) return { build: true, reason: 'build settings changed since the last build', changed: envChanged };
  const names = new Set([...Object.keys(previous.files ?? {}), ...Object.keys(current.files)]);
  const changed = [...names].filter((name) => previous.files?.[name] !== current.files[name]).sort();
  if (!changed.length) return { build: false };
  const dependencies = changed.some((name) => name === 'package.json' || name === 'package-lock.json');
  return { build: true, reason: `${dependencies ? 'dependencies' : 'sources'} changed since the last build`, changed };
}

export function fingerprintPath(root, distDir) {
  return path.join(root, distDir, FINGERPRINT_FILE);
}

export function readFingerprint(root, distDir) {
  try {
    return JSON.parse(fs.readFileSync(fingerprintPath(root, distDir), 'utf8'));
  } catch {
    return null;
  }
}

/** Is there a complete production build in distDir? */
export function buildExists(root, distDir) {
  return fs.existsSync(path.join(root, distDir, 'BUILD_ID'));
}

/**
 * Records what a finished build was made from: the fingerprint taken before it started (so an edit made while
 * it ran still counts as a change), with the files Next rewrites during the build taken as they are now.
 */
export function writeFingerprint(root, distDir, before) {
  const fingerprint = { ...before, files: { ...before.files, ...sourceHashes(root, REWRITTEN_BY_BUILD) } };
  fs.writeFileSync(fingerprintPath(root, distDir), JSON.stringify(fingerprint, null, 1));
  return fingerprint;
}

export function forgetFingerprint(root, distDir) {
  fs.rmSync(fingerprintPath(root, distDir), { force: true });
}
