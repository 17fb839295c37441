// The server's records are written one way: audit entries through recordAudit (lib/audit/audit-log.ts), with an
// action from its list, log lines through lib/log.ts, so that every line is one JSON object a collector can read, and
// published copies with their stamps.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditActions, recordAudit } from '@/lib/audit/audit-log';
import { errorFields, log } from '@/lib/log';
import { openTestStore } from '../support/test-store';

const root = process.cwd();
const serverFolders = ['lib', 'api-handlers', 'app', 'scripts'];

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(tsx?|mjs)$/.test(entry.name) ? [relative] : [];
  });
}

const withoutComments = (file: string) => fs.readFileSync(path.join(root, file), 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');

afterEach(() => vi.restoreAllMocks());

describe('published copies', () => {
  it('are written and removed only with their stamps (lib/content/pages/published-copy.ts), so every search index learns of them', () => {
    const writes = /(collection(<[^>]*>)?\(\s*('publishedPages'|publishedCollectionOf\[[^\]]*\])\s*\)|\bpublishedPages)\s*\.\s*(insert|update|replace|delete)\b/;
    const writing = serverFolders
      .flatMap(sourceFiles)
      // Benchmarks of the hub and the health report fill throwaway stores directly; the search's publishes as the site does.
      .filter((file) => file !== 'lib/content/pages/published-copy.ts' && !file.startsWith('scripts/bench/') && writes.test(withoutComments(file)));
    expect(writing).toEqual([]);
  });
});

describe('the audit log', () => {
  it('is written only by recordAudit', () => {
    const writing = serverFolders
      .flatMap(sourceFiles)
      .filter((file) => file !== 'lib/audit/audit-log.ts' && /collection(<[^>]*>)?\(\s*'auditLog'\s*\)\s*\.\s*(insert|update|replace)/.test(withoutComments(file)));
    expect(writing).toEqual([]);
  });

  it('names each action once, as subject.verb', () => {
    expect(new Set(auditActions).size).toBe(auditActions.length);
    for (const action of auditActions) expect(action).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it('keeps an entry with its own id, and finds it by action', async () => {
    const opened = await openTestStore('site-audit-');
    const store = opened.store;
    try {
      await recordAudit(store, { action: 'site.backup', target: 'site', userId: 'user-1', at: '2026-01-02T03:04:05.000Z', documents: 3 });
      const [entry] = await store.collection('auditLog').find({ action: 'site.backup' });
      expect(entry).toMatchObject({ target: 'site', userId: 'user-1', at: '2026-01-02T03:04:05.000Z', documents: 3 });
      expect(entry._id).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await opened.dispose();
    }
  });
});

describe('call inputs', () => {
  it('take ids, domain ids, paging and versions from lib/api/inputs.ts rather than spelling them again', () => {
    const again = /(_id|Id|id): z\.string\(\)\.(min\(1\)\.max\(100\)|regex\(\/\^\[\\w\.-\]\{1,100\}\$\/)|\b(page|size|limit): z\.coerce\.number/;
    const spelled = ['api-handlers', 'lib/forms', 'lib/hub'].flatMap(sourceFiles).filter((file) => again.test(withoutComments(file)));
    expect(spelled).toEqual([]);
  });
});

describe('the server log', () => {
  it('writes one JSON object per line, warnings and errors on stderr', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    log.info('job', { job: 'x', ms: 4 });
    log.warn('captcha.refused', { codes: ['timeout'] });
    log.error('api.error', { requestId: 'r1', ...errorFields(new TypeError('boom'), { stack: true }) });
    expect(JSON.parse(String(out.mock.calls[0][0]))).toMatchObject({ level: 'info', event: 'job', job: 'x', ms: 4, at: expect.stringMatching(/Z$/) });
    expect(JSON.parse(String(warn.mock.calls[0][0]))).toMatchObject({ level: 'warn', event: 'captcha.refused', codes: ['timeout'] });
    const line = JSON.parse(String(err.mock.calls[0][0]));
    expect(line).toMatchObject({ level: 'error', event: 'api.error', requestId: 'r1', error: 'TypeError', message: 'boom' });
    expect(line.stack).toMatch(/TypeError: boom/);
  });

  it('says only the message of an expected failure, and copes with a thrown non-error', () => {
    expect(errorFields(new Error('refused'))).toEqual({ message: 'refused' });
    expect(errorFields('plain')).toEqual({ message: 'plain' });
  });

  it('is the only way server code writes to the console, except the start and command-line scripts’ messages to a person', () => {
    const forPeople = /^(scripts\/|lib\/seed\/|lib\/startup\.ts$|lib\/log\.ts$)/;
    const writing = ['lib', 'api-handlers', 'app']
      .flatMap(sourceFiles)
      .filter((file) => !forPeople.test(file) && /console\.(log|info|warn|error)\s*\(/.test(withoutComments(file)));
    expect(writing).toEqual([]);
  });
});
