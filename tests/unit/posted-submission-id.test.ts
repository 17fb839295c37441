// A form posted to its page without the script gets its submission id from what was sent: the same post again
// (the answer reloaded, Send pressed twice) is the same submission, anything else is another.
import { describe, expect, it, vi } from 'vitest';
import { SubmitRequestSchema } from '@/lib/forms/submit-contract';

let secret = 'a-secret-of-the-site-at-least-32-characters';
vi.mock('@/lib/auth/secret', () => ({ authKey: () => new TextEncoder().encode(secret) }));
const { postedSubmissionId } = await import('@/lib/forms/posted-submission-id');

const posted = {
  hostname: 'tidewell.example',
  ip: '203.0.113.7',
  slug: '/contact',
  componentKey: 'contact-form',
  form: { values: { firstName: 'Robin', email: 'robin@example.net', message: 'Please call me', byPhone: true } },
};
const morning = new Date('2026-11-29T08:00:00Z');

describe('postedSubmissionId', () => {
  it('is a submission id forms/submit accepts', () => {
    const id = postedSubmissionId(posted, morning);
    expect(SubmitRequestSchema.safeParse({ slug: posted.slug, componentKey: posted.componentKey, submissionId: id, form: posted.form }).success).toBe(true);
  });

  it('is the same for the same form posted again that day, whatever order the values come in', () => {
    const reordered = { ...posted, form: { values: Object.fromEntries(Object.entries(posted.form.values).reverse()) } };
    expect(postedSubmissionId(reordered, new Date('2026-11-29T23:59:59Z'))).toBe(postedSubmissionId(posted, morning));
  });

  it('differs for another value, address, form, page, site or day', () => {
    const id = postedSubmissionId(posted, morning);
    const others = [
      postedSubmissionId({ ...posted, form: { values: { ...posted.form.values, message: 'Please call me today' } } }, morning),
      postedSubmissionId({ ...posted, form: { values: { ...posted.form.values, byPhone: false } } }, morning),
      postedSubmissionId({ ...posted, ip: '203.0.113.8' }, morning),
      postedSubmissionId({ ...posted, componentKey: 'other-form' }, morning),
      postedSubmissionId({ ...posted, slug: '/training/asist' }, morning),
      postedSubmissionId({ ...posted, hostname: 'other.example' }, morning),
      postedSubmissionId(posted, new Date('2026-11-30T00:00:00Z')),
    ];
    expect(new Set([id, ...others]).size).toBe(others.length + 1);
  });

  it('is keyed with the site’s secret, so the id cannot be remade from a visitor’s address', () => {
    const id = postedSubmissionId(posted, morning);
    secret = 'another-secret-of-another-site-32-characters';
    expect(postedSubmissionId(posted, morning)).not.toBe(id);
  });
});

describe('newSubmissionId', () => {
  it('makes a random UUID forms/submit accepts, also where the browser has no randomUUID (plain http)', async () => {
    const { newSubmissionId } = await import('@/components/forms/submission-id');
    const accepted = (submissionId: string) => SubmitRequestSchema.safeParse({ slug: '/', componentKey: 'form', submissionId, form: { values: {} } }).success;
    const randomUUID = globalThis.crypto.randomUUID;
    const ids = [newSubmissionId()];
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      ids.push(newSubmissionId(), newSubmissionId());
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
    expect(ids.map(accepted)).toEqual([true, true, true]);
    expect(ids[1]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(3);
  });
});
