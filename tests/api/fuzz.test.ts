// Every registered API call fuzzed through the real dispatcher, signed out and as each role: inputs derived from the
// call's schema with fast-check (a new seed each run, printed; FUZZ_SEED=<n> repeats one) mixed with hand-made hostile
// bodies, query strings and uploads. No answer may be a 5xx, show internals, or break the JSON error shape, and no
// refused request may change anything stored (the checks themselves are tested in fuzz-checks.test.ts). A call added
// to the registry is fuzzed without any change here. FUZZ_REPORT=1 prints the answers' statuses per call and caller;
// FUZZ_TRACE=<file> logs each request before it is sent, to find one that hangs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCalls } from '@/api-handlers';
import type { CallDefinition } from '@/lib/api/define-call';
import type { Role } from '@/lib/auth/roles';
import { reloadEnv } from '@/lib/config/env';
import { createDiskBuckets } from '@/lib/files/disk-buckets';
import { bindBuckets } from '@/lib/files/store-buckets';
import { resetEventCache } from '@/lib/integrations/humanitix';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../support/api-harness';
import { settleDeliveries } from '../support/forms-fixtures';
import { problemsWith, sendFuzz } from '../support/fuzz-answers';
import { hostileRequests } from '../support/fuzz-hostile-requests';
import { fuzzInputs, paramsOfPath, requestFor, type FuzzRequest } from '../support/fuzz-requests';
import { captureState, watchStore, type StoredState, type StoreWatch } from '../support/fuzz-store-watch';
import { callSamples } from './call-samples';
import { testStoreKind } from '../support/test-store';

/** A new seed every run, so that over many runs the generated inputs cover the whole space; printed to repeat one. */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/**
 * The full tier (npm run test:full) sends 300+ requests per call as admin; the CI tier every hand-made hostile
 * request and one batch of generated inputs.
 */
const FULL = process.env.TEST_TIER === 'full';
/**
 * On a MongoDB server (npm run test:mongo) in the CI tier, what does not depend on the store is left to the run on
 * the embedded store, which npm test makes too: the other callers' requests, refused by the access rule before
 * their input is read, are fewer, and the full comparison after each call (a check of the write marks, which sit
 * above the store) is left out. Every request the admin sends still goes through the server.
 */
const STORE_ONLY = testStoreKind() === 'mongodb' && !FULL;
/** Requests per call as admin, who gets past every access rule to input parsing and the handler. */
const ADMIN_REQUESTS = FULL ? 300 : 0;
/** Requests per call signed out and as each other role (most are refused before their input is read). */
const OTHER_REQUESTS = FULL ? 30 : STORE_ONLY ? 4 : 12;
const ADMIN_BATCH_SIZE = 30;
/** At least this many batches of generated inputs for the admin, besides the hand-made hostile requests. */
const MIN_ADMIN_BATCHES = FULL ? 6 : 1;

type Caller = { name: string; roles?: Role[] };
const callers: Caller[] = [
  { name: 'admin' },
  { name: 'signed out' },
  { name: 'publisher', roles: ['publisher'] },
  { name: 'editor', roles: ['editor'] },
  { name: 'forms', roles: ['forms'] },
];
// Signed out, the cookie is missing or one no server ever issued.
const strangerCookies = [undefined, 'authToken=x', `authToken=${'a'.repeat(5_000)}`, 'authToken=eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.', 'authToken=%00%ED%A0%80'];

const envNames = ['DATA_DIR', 'SMTP_URL', 'RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET', 'HUMANITIX_API_KEY', 'WEB_TO_LEAD_URL', 'WEB_TO_LEAD_ORG_ID'];
const savedEnv = Object.fromEntries(envNames.map((name) => [name, process.env[name]]));

let h: Harness;
let watch: StoreWatch;
let dataDir: string;
let startingState: StoredState;
/** A real image and document, uploaded once and used as seeds for the upload calls. */
const samples: Record<string, File> = {};
const cookies: Record<string, string | undefined> = {};
const outgoing: string[] = [];
const sent: Record<string, Record<string, number>> = {};
/** Answers by status, per call and caller: FUZZ_REPORT=1 prints them, to see how far the inputs get. */
const statuses: Record<string, Record<string, Record<number, number>>> = {};
/** Ids of an uploaded image and document, so their calls are fuzzed past "not found". */
const uploaded: Record<string, string> = {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-fuzz-'));
  // Mail lands in DATA_DIR/outbox; no captcha, CRM or event provider is configured, so nothing is sent anywhere.
  for (const name of envNames) delete process.env[name];
  process.env.DATA_DIR = dataDir;
  reloadEnv();
  resetEventCache();
  vi.stubGlobal('fetch', async (url: unknown) => {
    outgoing.push(String(url));
    throw new Error('The fuzz test allows no network requests');
  });
  h = await createHarness();
  bindBuckets(h.store, createDiskBuckets(dataDir));
  for (const caller of callers) if (caller.roles) await h.addUser(`fuzz-${caller.name}`, caller.roles);
  await h.addUser('fuzz-spare', ['forms']);
  await signInEveryone();
  await uploadSamples();
  await addVersionAndPreviewLink();
  startingState = await captureState(h.store);
  watch = watchStore(h.store);
  await watch.retake();
  console.log(`API fuzz seed: ${SEED} (rerun with FUZZ_SEED=${SEED})`);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await h?.close();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  reloadEnv();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signInEveryone() {
  // Fuzzed sign-ins use up the accounts' rate limits; the callers' own sign-ins must still work.
  await h.store.collection('rateLimits').delete({}, { multi: true });
  for (const caller of callers) {
    if (caller.name === 'signed out') continue;
    cookies[caller.name] = caller.roles ? await h.signIn(`fuzz-${caller.name}`, 'user-password-123') : await h.signIn('admin', ADMIN_PASSWORD);
  }
}

/** Fuzzed requests may sign a caller out (user/logout): sign everyone in again then. */
async function keepCallersSignedIn() {
  const me = apiCalls.find((c) => c.path === 'user/me');
  for (const caller of callers) {
    if (caller.name === 'signed out') continue;
    const answer = me && (await sendFuzz(h.store, me, { label: 'user/me', path: 'user/me', body: '{}' }, { cookie: cookies[caller.name] }));
    if (answer?.status !== 200) return signInEveryone();
  }
}

async function uploadSamples() {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } }).png().toBuffer();
  samples.image = new File([new Uint8Array(png)], 'sample.png', { type: 'image/png' });
  samples.document = new File(['%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'], 'sample.pdf', { type: 'application/pdf' });
  const send = async (callPath: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    const call = apiCalls.find((c) => c.path === callPath);
    if (!call) return undefined;
    const answer = await sendFuzz(h.store, call, { label: callPath, path: callPath, body: form }, { cookie: cookies.admin });
    return answer.status === 200 ? (JSON.parse(answer.text ?? '{}') as Record<string, unknown>) : undefined;
  };
  const image = await send('image/upload', samples.image);
  if (typeof image?.imageId === 'string') uploaded.imageId = image.imageId;
  const file = await send('file/upload', samples.document);
  if (typeof file?.fileId === 'string') uploaded.fileId = file.fileId;
}

/** Seeds that get further than the call matrix's samples: things that exist, a form that accepts the submission, real files. */
const deeperSeeds: Record<string, () => Promise<Record<string, unknown>>> = {
  'forms/submit': async () => ({ slug: 'contact', componentKey: 'contact-form', form: { values: { first_name: 'Sam', email: 'sam@example.net', message: 'Hello' } } }),
  'image/upload': async () => ({ file: samples.image }),
  'file/upload': async () => ({ file: samples.document }),
  'page/version': async () => ({ _id: (await aboutVersion())._id, domainId: 'default' }),
  'page/restoreVersion': async () => ({ _id: (await aboutVersion())._id, pageId: (await about())._id, version: (await about()).version }),
  'page/revokePreviewLink': async () => ({ id: String((await h.store.collection('previewLinks').findOne({}))?._id) }),
  'user/update': async () => ({ _id: SPARE_USER_ID, roles: ['editor'], name: 'Spare' }),
  'user/deactivate': async () => ({ _id: SPARE_USER_ID }),
  'user/reactivate': async () => ({ _id: SPARE_USER_ID }),
};
/** An account the admin's fuzzed changes may land on, so that they do not land on the callers. */
const SPARE_USER_ID = 'user-fuzz-spare';
const about = async () => (await h.store.collection('pages').findOne({ domainId: 'default', slug: 'about' }))!;
const aboutVersion = async () => (await h.store.collection('pageVersions').findOne({ pageId: (await about())._id }, { sort: { at: -1 } }))!;

/** A version of the about page and a preview link of it, for the calls that look them up. */
async function addVersionAndPreviewLink() {
  const cookie = cookies.admin;
  const save = apiCalls.find((c) => c.path === 'page/save');
  const link = apiCalls.find((c) => c.path === 'page/createPreviewLink');
  if (save) await sendFuzz(h.store, save, { label: 'save', path: save.path, body: JSON.stringify({ page: await about() }) }, { cookie });
  if (link) await sendFuzz(h.store, link, { label: 'link', path: link.path, body: JSON.stringify({ pageId: (await about())._id, days: 7 }) }, { cookie });
}

/** The call's valid sample, when it has one that still builds (fuzzing may have deleted what it names). */
async function seedInputFor(call: CallDefinition): Promise<unknown> {
  const sample = callSamples[call.path];
  const deeper = deeperSeeds[call.path];
  if (!sample && !deeper) return undefined;
  try {
    if (deeper) return await deeper();
    const input: Record<string, unknown> = { ...(await sample.valid(h)), ...(sample.requestPath ? paramsOfPath(call, sample.requestPath) : {}) };
    for (const name of Object.keys(uploaded)) if (name in input || call.path.includes(`:${name}`)) input[name] = uploaded[name];
    return input;
  } catch {
    return undefined;
  }
}

/** A seed per call, so that adding a call does not change what the others are sent. */
const seedOf = (callPath: string) => [...callPath].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) | 0, SEED);

/**
 * What a caller sends. The admin's generated inputs come in small batches, each seeded from the sample as the
 * store has it then: after an accepted save, the next batch carries the page's new version, not a stale one.
 */
async function* requestsFrom(call: CallDefinition, caller: Caller): AsyncGenerator<FuzzRequest> {
  if (caller.name === 'admin') {
    let count = 0;
    for (const request of hostileRequests(call, await seedInputFor(call))) yield (count++, request);
    for (let batch = 0; batch < MIN_ADMIN_BATCHES || count < ADMIN_REQUESTS; batch++) {
      for (const input of fuzzInputs(call, await seedInputFor(call), ADMIN_BATCH_SIZE, seedOf(call.path) + batch)) yield (count++, requestFor(call, input));
    }
    return;
  }
  const others = callers.filter((c) => c.name !== 'admin');
  const i = others.indexOf(caller);
  const seedInput = await seedInputFor(call);
  const hostile = hostileRequests(call, seedInput).filter((_, j) => j % others.length === i).slice(0, OTHER_REQUESTS / 3);
  yield* hostile;
  for (const input of fuzzInputs(call, seedInput, OTHER_REQUESTS - hostile.length, seedOf(call.path) - i - 1)) yield requestFor(call, input);
}

type Failure = { caller: string; request: string; status: number; problems: string[] };

async function fuzz(call: CallDefinition): Promise<Failure[]> {
  // Each call is fuzzed against the same data; the last call's checkpoint has just read everything (or, with
  // STORE_ONLY, the write marks kept the snapshot up to date).
  await watch.restore(startingState);
  await keepCallersSignedIn();
  await watch.accept();
  const failures: Failure[] = [];
  sent[call.path] = {};
  statuses[call.path] = {};
  for (const caller of callers) {
    let i = 0;
    for await (const request of requestsFrom(call, caller)) {
      i++;
      sent[call.path][caller.name] = i;
      const cookie = caller.name === 'signed out' ? strangerCookies[i % strangerCookies.length] : cookies[caller.name];
      // Half the requests come from addresses of their own, so rate limits do not hide the code behind them.
      const ip = i % 2 ? undefined : `10.${callers.indexOf(caller)}.${(i >> 8) & 255}.${i & 255}`;
      if (process.env.FUZZ_TRACE) fs.appendFileSync(process.env.FUZZ_TRACE, `${call.path} ${caller.name} ${i} ${request.label.slice(0, 200)}\n`);
      const answer = await sendFuzz(h.store, call, request, { cookie, ip });
      const counts = (statuses[call.path][caller.name] ??= {});
      counts[answer.status] = (counts[answer.status] ?? 0) + 1;
      const problems = problemsWith(answer);
      // Accepted form submissions are mailed in the background; wait, so their writes are not blamed on the next request.
      if (answer.status < 400) await settleDeliveries(h.store);
      problems.push(...(await watch.afterAnswer(answer.status)));
      if (problems.length) failures.push({ caller: caller.name, request: request.label.slice(0, 300), status: answer.status, problems });
    }
  }
  if (!STORE_ONLY) for (const problem of await watch.compareAll()) failures.push({ caller: '(any)', request: '(checkpoint)', status: 0, problems: [problem] });
  return failures;
}

describe('every API call, fuzzed', () => {
  for (const call of apiCalls) {
    it(`${call.method} ${call.path}`, { timeout: 60_000 }, async () => {
      const failures = await fuzz(call);
      const summary = failures.slice(0, 8).map((f) => `${f.caller}, ${f.request} -> ${f.status}: ${f.problems.join(' | ')}`);
      expect(summary, `${failures.length} bad answers to ${call.path} (seed ${SEED})`).toEqual([]);
    });
  }

  it(`sent at least ${Math.max(ADMIN_REQUESTS, ADMIN_BATCH_SIZE)} inputs to every registered call as admin, and nothing over the network`, () => {
    const short = apiCalls.filter((call) => (sent[call.path]?.admin ?? 0) < Math.max(ADMIN_REQUESTS, ADMIN_BATCH_SIZE)).map((call) => call.path);
    expect(short).toEqual([]);
    for (const call of apiCalls) for (const caller of callers) expect(sent[call.path][caller.name], `${call.path} as ${caller.name}`).toBeGreaterThan(0);
    const total = Object.values(sent).reduce((sum, byCaller) => sum + Object.values(byCaller).reduce((a, b) => a + b, 0), 0);
    console.log(`API fuzz (${FULL ? 'full' : 'CI'} tier, seed ${SEED}): ${total} requests to ${apiCalls.length} calls`);
    if (process.env.FUZZ_REPORT) for (const [callPath, byCaller] of Object.entries(statuses)) console.log(callPath, JSON.stringify(byCaller));
    expect(outgoing).toEqual([]);
  });
});
