// npm start builds only when what the build is made from changed since the last build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDecision, buildExists, currentFingerprint, readFingerprint, writeFingerprint } from '../../scripts/build-fingerprint.mjs';

let root: string;
const env = { SITE_URL: 'https://example.org', NEXT_DIST_DIR: '.next-test' };
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
/** A finished build of the project as it is now. */
const build = () => {
  write('.next-test/BUILD_ID', 'build-1');
  writeFingerprint(root, '.next-test', currentFingerprint(root, env));
};
const decide = (environment: Record<string, string> = env) =>
  buildDecision(readFingerprint(root, '.next-test'), currentFingerprint(root, environment), { buildExists: buildExists(root, '.next-test') });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
  write('app/page.tsx', 'export default function Page() {}');
  write('lib/content/slug.ts', 'export const slug = 1;');
  write('public/icon.svg', '<svg/>');
  write('package.json', '{}');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('next.config.ts', 'export default {};');
  write('tsconfig.json', '{"include":[]}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('whether npm start builds', () => {
  it('builds when there is no build yet', () => {
    expect(decide()).toEqual({ build: true, reason: 'there is no build yet' });
  });

  it('builds when a build exists but nothing records what it was made from', () => {
    write('.next-test/BUILD_ID', 'old');
    expect(decide()).toMatchObject({ build: true, reason: 'the existing build has no record of what it was built from' });
  });

  it('uses the existing build when nothing changed, even if files were only touched', () => {
    build();
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'app/page.tsx'), later, later);
    expect(decide()).toEqual({ build: false });
  });

  it('builds when a source file changes, is added or is removed, and says which', () => {
    build();
    write('lib/content/slug.ts', 'export const slug = 2;');
    expect(decide()).toEqual({ build: true, reason: 'sources changed since the last build', changed: ['lib/content/slug.ts'] });
    build();
    write('components/new-block.tsx', 'export {}');
    expect(decide()).toMatchObject({ build: true, changed: ['components/new-block.tsx'] });
    build();
    fs.rmSync(path.join(root, 'public/icon.svg'));
    expect(decide()).toMatchObject({ build: true, changed: ['public/icon.svg'] });
  });

  it('builds when dependencies or the build configuration change', () => {
    build();
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(decide()).toMatchObject({ build: true, reason: 'dependencies changed since the last build' });
    build();
    write('package.json', '{"dependencies":{"next":"16.4.5"}}');
    expect(decide()).toMatchObject({ build: true, reason: 'dependencies changed since the last build', changed: ['package.json'] });
    build();
    write('next.config.ts', 'export default { poweredByHeader: false };');
    expect(decide()).toMatchObject({ build: true, changed: ['next.config.ts'] });
  });

  it('builds when a build-time setting changes, and not for settings read only at run time', () => {
    build();
    expect(decide({ ...env, ADMIN_PASSWORD: 'something-else', PORT: '4000' })).toEqual({ build: false });
    expect(decide({ ...env, SITE_URL: 'https://www.example.org' })).toMatchObject({ build: true, changed: ['SITE_URL'] });
    expect(decide({ ...env, GOOGLE_MAPS_API_KEY: 'key' })).toMatchObject({ build: true, changed: ['GOOGLE_MAPS_API_KEY'] });
    expect(decide({ ...env, NEXT_PUBLIC_GTM: 'x' })).toMatchObject({ build: true, changed: ['NEXT_PUBLIC_GTM'] });
  });

  it('ignores what is not a source: npm scripts, the build itself, dependencies installed, the data folder', () => {
    write('package.json', '{"dependencies":{"next":"16.4.5"},"scripts":{"start":"node scripts/start.mjs"}}');
    build();
    write('package.json', '{"dependencies":{"next":"16.4.5"},"scripts":{"start":"node scripts/start.mjs","bench":"node b.mjs"}}');
    write('.next-test/cache/entry', 'x');
    write('node_modules/some-package/index.js', 'x');
    write('data/pages.db', 'x');
    expect(decide()).toEqual({ build: false });
  });

  it('remembers tsconfig.json as the build left it (the build adds its type folders)', () => {
    const before = currentFingerprint(root, env);
    write('tsconfig.json', '{"include":[".next-test/types/**/*.ts"]}');
    write('.next-test/BUILD_ID', 'build-1');
    writeFingerprint(root, '.next-test', before);
    expect(decide()).toEqual({ build: false });
  });

  it('counts an edit made while the build ran as a change', () => {
    const before = currentFingerprint(root, env);
    write('app/page.tsx', 'export default function Page() { return null; }');
    write('.next-test/BUILD_ID', 'build-1');
    writeFingerprint(root, '.next-test', before);
    expect(decide()).toMatchObject({ build: true, changed: ['app/page.tsx'] });
  });
});
