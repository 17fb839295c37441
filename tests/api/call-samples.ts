// For every API call: an input that passes validation, and inputs that must be refused with 400.
// The matrix test fails when a call in the registry has no entry here, so no call escapes it.
import type { Harness } from '../support/api-harness';

export type Sample = {
  /** Valid input (query for GET, body for POST), built against the harness's seeded store. */
  valid: (h: Harness) => Promise<Record<string, unknown>>;
  invalid: Record<string, unknown>[];
  /** The call path to request when the registered path has `:name` segments. */
  requestPath?: string;
};

const about = async (h: Harness) => {
  const page = await h.store.collection('pages').findOne({ slug: 'about' });
  return { page };
};

export const callSamples: Record<string, Sample> = {
  'user/login': {
    valid: async () => ({ username: 'admin', password: 'wrong-password' }),
    invalid: [{}, { username: 'ab', password: 'long-enough' }, { username: { $ne: null }, password: { $ne: null } }, { username: ['admin'], password: 'x' }],
  },
  'user/me': { valid: async () => ({}), invalid: [{ extra: true }] },
  'user/logout': { valid: async () => ({}), invalid: [{ extra: true }] },
  'user/forgotPassword': {
    valid: async () => ({ email: 'nobody@example.org' }),
    invalid: [{}, { email: '' }, { email: 'not-an-email' }, { email: { $gt: '' } }],
  },
  'user/setPassword': {
    valid: async () => ({ email: 'admin@example.org', token: 'x'.repeat(43), password: 'a-new-password-1', passwordConfirmation: 'a-new-password-1' }),
    invalid: [
      {},
      { email: 'admin@example.org', token: 'x'.repeat(43), password: 'short' },
      { email: 'admin@example.org', token: 'x'.repeat(43), password: 'a-new-password-1', passwordConfirmation: 'different-password' },
      { email: { $ne: null }, token: { $ne: null }, password: 'a-new-password-1' },
    ],
  },
  // Multipart; the refusals of bad files (not an image, SVG, too large) are in tests/images/image-upload.test.ts.
  'image/upload': {
    valid: async () => ({ file: new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'photo.jpg', { type: 'image/jpeg' }) }),
    invalid: [{}, { file: 'not a file' }],
  },
  'image/:imageId': {
    requestPath: 'image/AAAAAAAAAAAAAAAAAAAAAA',
    valid: async () => ({}),
    invalid: [{ width: '0' }, { height: '2401' }, { format: 'gif' }, { crop: '1,2,3' }, { blur: '0.1' }],
  },
  'page/load': {
    valid: async () => ({ slug: 'about', domainId: 'default' }),
    invalid: [{ slug: 'about' }, { slug: 'x'.repeat(400), domainId: 'default' }],
  },
  'page/save': {
    valid: about,
    invalid: [{}, { page: { _id: 'page-about' } }, { page: 'about' }],
  },
  'page/publishPage': {
    valid: about,
    invalid: [{}, { page: { _id: { $ne: null } } }],
  },
};
