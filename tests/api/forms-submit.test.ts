// forms/submit with a contact form: what is stored, who is mailed (a real SMTP server), and every refusal.
import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reloadEnv } from '@/lib/config/env';
import { VALUE_MESSAGES } from '@/lib/forms/form-config';
import { CHECK_FIELDS, FORM_NOT_FOUND, FORM_NOT_READY, FORM_SETTINGS_MISMATCH } from '@/lib/forms/form-messages';
import { createHarness, type Harness } from '../support/api-harness';
import { sendSiteMailTo, startSmtpSink, type ReceivedMail } from '../support/smtp-sink';
import { contactForm, withCaptcha, field, freshIp, putFormPage, settleDeliveries, startCaptchaStandIn, submissionsOf, submitTo, waitForDelivery, type StandIn } from '../support/forms-fixtures';

let h: Harness;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let captcha: StandIn;
let stopMail: () => Promise<void>;
let submit: ReturnType<typeof submitTo>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  captcha = await startCaptchaStandIn('solved-token');
  stopMail = sendSiteMailTo(smtp, { captcha });
  h = await createHarness();
  submit = submitTo(h);
  await putFormPage(h.store, 'get-in-touch', [
    { componentType: 'Text', key: 'intro', text: 'Hello' },
    // Nested the way SplitContent holds its columns.
    { componentType: 'SplitContent', key: 'split', left: [withCaptcha(contactForm('contact-form', { successEmailFields: ['name'] }))], right: [] },
  ]);
  await putFormPage(h.store, 'unpublished-contact', [contactForm('draft-form')], { published: false });
});
afterAll(async () => {
  await h.close();
  await stopMail();
});

let since = 0;
beforeEach(async () => {
  await settleDeliveries(h.store);
  since = smtp.received.length;
});

const good = { name: 'Sam <script>alert(1)</script>', email: 'sam@example.net', message: 'Line one\nLine & two', subscribe: true };
// The captcha stand-in's answer goes with every request; forms without a captcha drop it like any unknown name.
const request = (values: Record<string, unknown> = good, extra: Record<string, unknown> = {}) => ({
  slug: 'get-in-touch',
  componentKey: 'contact-form',
  form: { values: { recaptcha: 'solved-token', ...values } },
  ...extra,
});

/** The HTML part of a received message (quoted-printable already undone by the sink). */
const htmlPart = (mail: ReceivedMail) => {
  const start = mail.text.indexOf('Content-Type: text/html');
  expect(start).toBeGreaterThan(-1);
  const rest = mail.text.slice(start);
  return rest.slice(0, rest.indexOf('\n--') === -1 ? undefined : rest.indexOf('\n--'));
};

const mailsSince = () => smtp.received.slice(since);
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('a visitor sends a contact form', () => {
  it('stores the submission, mails the recipient with the cc, and confirms to the visitor with placeholders filled', async () => {
    const result = await submit(request(good, { settings: { recipient: 'staff@example.org', ccs: ['manager@example.org'], subject: 'anything' } }));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ok: true, submissionId: expect.any(String) });

    const stored = (await submissionsOf(h.store).findOne({ _id: result.body.submissionId }))!;
    expect(stored).toMatchObject({
      domainId: 'default',
      kind: 'contact',
      slug: 'get-in-touch',
      componentKey: 'contact-form',
      draft: false,
      settings: { subject: 'New enquiry', identifier: 'Contact us', recipient: 'staff@example.org', ccs: ['manager@example.org'] },
      form: { name: good.name, email: 'sam@example.net', message: 'Line one\nLine & two', subscribe: 'Yes', source: 'website' },
      labels: { name: 'Your name', email: 'Email', message: 'Message', subscribe: 'Subscribe', source: 'Source' },
      pageUrl: 'https://support.example.org/get-in-touch',
    });

    const notification = await smtp.waitFor('staff@example.org', since);
    expect(notification.to.sort()).toEqual(['manager@example.org', 'staff@example.org']);
    expect(notification.text).toMatch(/^Cc: manager@example\.org/m);
    expect(notification.text).toMatch(/^Reply-To: sam@example\.net/m);
    expect(notification.text).toMatch(/^Subject: New enquiry/m);
    expect(notification.text).toContain('Your name: Sam <script>alert(1)</script>');
    expect(notification.text).toContain('https://support.example.org/get-in-touch');
    const notificationHtml = htmlPart(notification);
    expect(notificationHtml).toContain('Sam &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notificationHtml).not.toContain('<script>');
    expect(notificationHtml).toContain('Line &amp; two');

    const confirmation = await smtp.waitFor('sam@example.net', since);
    expect(confirmation.to).toEqual(['sam@example.net']);
    expect(confirmation.text).toContain('Hello Sam <script>alert(1)</script>,');
    // The message is not among the answers the editor ticked: the confirmation never repeats it.
    expect(confirmation.text).toMatch(/We got your message: *$/m);
    expect(confirmation.text).not.toContain('Line one');
    const confirmationHtml = htmlPart(confirmation);
    expect(confirmationHtml).toContain('Hello Sam &lt;script&gt;alert(1)&lt;/script&gt;,<br>');
    expect(confirmationHtml).not.toContain('<script>');

    const done = await waitForDelivery(h.store, result.body.submissionId, 'confirmation', 'sent');
    expect(done.deliveries.notification).toMatchObject({ state: 'sent', attempts: 1 });
    expect(done.deliveries.crm).toBeUndefined();
  });

  it('drops unknown names, stores an unticked checkbox as No and a hidden field as its placeholder whatever is sent', async () => {
    const result = await submit(request({ name: 'Kim', email: 'kim@example.net', source: 'forged', isAdmin: 'yes', constructor: 'x' }));
    expect(result.status).toBe(200);
    const stored = (await submissionsOf(h.store).findOne({ _id: result.body.submissionId }))!;
    expect(stored.form).toEqual({ name: 'Kim', email: 'kim@example.net', message: '', subscribe: 'No', source: 'website' });
    await waitForDelivery(h.store, result.body.submissionId, 'confirmation', 'sent');
  });

  it('answers a repeated submissionId as before, without a second submission or second emails', async () => {
    const submissionId = crypto.randomUUID();
    const first = await submit(request(good, { submissionId }));
    await waitForDelivery(h.store, submissionId, 'confirmation', 'sent');
    const again = await Promise.all([submit(request(good, { submissionId })), submit(request(good, { submissionId }))]);
    expect([first, ...again].map((r) => r.body)).toEqual(Array(3).fill({ ok: true, submissionId }));
    await settle();
    expect(await submissionsOf(h.store).count({ _id: submissionId })).toBe(1);
    expect(mailsSince().filter((m) => m.to.includes('staff@example.org'))).toHaveLength(1);
    expect(mailsSince().filter((m) => m.to.includes('sam@example.net'))).toHaveLength(1);
  });

  it('sends no confirmation without a success email or a valid submitter address', async () => {
    await putFormPage(h.store, 'no-confirmation', [withCaptcha(contactForm('quiet', { successEmailText: '' })), withCaptcha(contactForm('other', { submitterEmailField: 'message' }))]);
    const quiet = await submit(request(good, { slug: 'no-confirmation', componentKey: 'quiet' }));
    const other = await submit(request(good, { slug: 'no-confirmation', componentKey: 'other' }));
    for (const result of [quiet, other]) {
      const stored = await waitForDelivery(h.store, result.body.submissionId, 'notification', 'sent');
      expect(stored.deliveries.confirmation).toBeUndefined();
    }
    expect(mailsSince().some((m) => m.to.includes('sam@example.net'))).toBe(false);
  });

  it('sends no confirmation from a form without a captcha, nor from any form on a site without captcha keys', async () => {
    await putFormPage(h.store, 'open-form', [contactForm('open', { successEmailFields: ['name'] })]);
    const open = await submit(request({ ...good, email: 'open@example.net' }, { slug: 'open-form', componentKey: 'open' }));
    expect(open.status).toBe(200);
    expect((await waitForDelivery(h.store, open.body.submissionId, 'notification', 'sent')).deliveries.confirmation).toBeUndefined();

    delete process.env.RECAPTCHA_SECRET;
    delete process.env.RECAPTCHA_SITE_KEY;
    reloadEnv();
    try {
      const unchecked = await submit(request({ ...good, email: 'unchecked@example.net', recaptcha: '' }));
      expect(unchecked.status).toBe(200);
      expect((await waitForDelivery(h.store, unchecked.body.submissionId, 'notification', 'sent')).deliveries.confirmation).toBeUndefined();
    } finally {
      process.env.RECAPTCHA_SECRET = 'captcha-secret';
      process.env.RECAPTCHA_SITE_KEY = 'captcha-site-key';
      reloadEnv();
    }
    expect(mailsSince().some((m) => m.to.includes('open@example.net') || m.to.includes('unchecked@example.net'))).toBe(false);
  });

  it('repeats only the answers the editor ticked, on one line and cut to 100 characters', async () => {
    await putFormPage(h.store, 'echo-form', [withCaptcha(contactForm('echo', { successEmailSubject: 'Thanks ${name}: ${message}', successEmailFields: ['message', 'nowhere'] }))]);
    const long = `WIN $500\nat evil.example/claim ${'x'.repeat(200)}`;
    const result = await submit(request({ ...good, name: 'Visit evil.example now', email: 'echo@example.net', message: long }, { slug: 'echo-form', componentKey: 'echo' }));
    expect(result.status).toBe(200);
    const mail = await smtp.waitFor('echo@example.net', since);
    // On one line, cut at 99 characters and an ellipsis (the sink shows the message's bytes, hence no '…' here).
    expect(mail.text).toContain(`We got your message: ${long.replace(/\s+/g, ' ').slice(0, 99)}`);
    expect(mail.text).toMatch(/^Subject: =\?UTF-8\?Q\?Thanks_:_WIN_\$500_at_evil/m);
    expect(mail.text).toMatch(/^Hello ,$/m);
    expect(mail.text).not.toContain('x'.repeat(100));
    expect(mail.text).not.toContain('Visit evil.example now');
  });

  it('stops sending confirmations to one address after a few, but still takes the submissions', async () => {
    const values = { ...good, email: 'target@example.net' };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await submit(request(values)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const stored = await Promise.all(results.map((r) => waitForDelivery(h.store, r.body.submissionId, 'notification', 'sent')));
    expect(stored.filter((s) => s.deliveries.confirmation).length).toBe(3);
  });

  it('sends at most FORM_CONFIRMATIONS_PER_HOUR confirmations in all, whatever addresses are typed', async () => {
    process.env.FORM_CONFIRMATIONS_PER_HOUR = '0';
    reloadEnv();
    try {
      const result = await submit(request({ ...good, email: `anyone-${Date.now()}@example.net` }));
      expect(result.status).toBe(200);
      const stored = await waitForDelivery(h.store, result.body.submissionId, 'notification', 'sent');
      expect(stored.deliveries.confirmation).toBeUndefined();
    } finally {
      delete process.env.FORM_CONFIRMATIONS_PER_HOUR;
      reloadEnv();
    }
    const again = await submit(request({ ...good, email: `someone-${Date.now()}@example.net` }));
    const stored = await waitForDelivery(h.store, again.body.submissionId, 'notification', 'sent');
    expect(stored.deliveries.confirmation).toBeDefined();
  });

  it('limits submissions per client address with 429', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await submit(request({ name: '' }), { ip })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('open relay attempts send nothing and store nothing', () => {
  const attempts: [string, Record<string, unknown>, number, string][] = [
    ['a forged recipient', request(good, { settings: { recipient: 'victim@example.com' } }), 400, FORM_SETTINGS_MISMATCH],
    ['a forged cc', request(good, { settings: { recipient: 'staff@example.org', ccs: ['manager@example.org', 'victim@example.com'] } }), 400, FORM_SETTINGS_MISMATCH],
    ['ccs left out', request(good, { settings: { ccs: [] } }), 400, FORM_SETTINGS_MISMATCH],
    ['a page only staff can see', { slug: 'unpublished-contact', componentKey: 'draft-form', form: { values: good } }, 404, FORM_NOT_FOUND],
    ['an unknown form key', request(good, { componentKey: 'intro' }), 404, FORM_NOT_FOUND],
    ['an unknown page', request(good, { slug: 'nowhere' }), 404, FORM_NOT_FOUND],
  ];
  it.each(attempts)('%s', async (_, body, status, message) => {
    const before = await submissionsOf(h.store).count({});
    const result = await submit(body);
    expect(result.status).toBe(status);
    expect(result.body.error.message).toBe(message);
    await settle();
    expect(await submissionsOf(h.store).count({})).toBe(before);
    expect(mailsSince()).toEqual([]);
  });

  it('finds no form for a host no domain serves, or on another domain', async () => {
    const before = await submissionsOf(h.store).count({});
    expect((await submit(request(), { host: 'evil.example' })).status).toBe(404);
    expect((await submit(request(), { host: 'second.localhost:3000' })).status).toBe(404);
    await settle();
    expect(await submissionsOf(h.store).count({})).toBe(before);
    expect(mailsSince()).toEqual([]);
  });
});

describe('signed-in staff', () => {
  it('send drafts, from the working copy of a page visitors cannot see', async () => {
    const admin = await h.signIn('admin', 'admin-password-123');
    const result = await submit({ slug: 'unpublished-contact', componentKey: 'draft-form', form: { values: { ...good, email: 'staffer@example.net' } } }, { cookie: admin });
    expect(result.status).toBe(200);
    const stored = await waitForDelivery(h.store, result.body.submissionId, 'notification', 'sent');
    expect(stored.draft).toBe(true);
    const mail = await smtp.waitFor('staff@example.org', since);
    expect(mail.text).toMatch(/^Subject: \[Draft\] New enquiry/m);
  });
});

describe('values are checked against the stored fields (SPEC.md §5)', () => {
  beforeAll(async () => {
    await putFormPage(h.store, 'rules', [
      contactForm('rules', {
        fields: [
          field({ name: 'name', required: true }),
          field({ name: 'email', type: 'email', required: true }),
          field({ name: 'short', maxLength: 5 }),
          field({ name: 'long', type: 'text' }),
          field({ name: 'agree', type: 'checkbox', required: true }),
          field({ name: 'topic', type: 'select', options: ['Training', 'Support'] }),
          field({ name: 'days', type: 'multipleChoice', options: ['Mon', 'Tue'] }),
        ],
      }),
    ]);
  });

  it('answers each field its message and stores nothing', async () => {
    const before = await submissionsOf(h.store).count({});
    const result = await submit({
      slug: 'rules',
      componentKey: 'rules',
      form: { values: { name: '   ', email: 'not-an-email', short: 'too long', long: 'x'.repeat(501), agree: false, topic: 'Other', days: 'Mon;;Sun' } },
    });
    expect(result.status).toBe(400);
    expect(result.body.error).toEqual({
      code: 'invalid_input',
      message: CHECK_FIELDS,
      fields: {
        name: 'This field is required',
        email: 'A valid email address is required',
        short: 'This field cannot exceed 5 characters',
        long: 'This field is too long',
        agree: 'This field is required',
        topic: VALUE_MESSAGES.option,
        days: VALUE_MESSAGES.option,
      },
    });
    const missing = await submit({ slug: 'rules', componentKey: 'rules', form: { values: {} } });
    expect(missing.body.error.fields).toEqual({ name: 'This field is required', email: 'This field is required', agree: 'This field is required' });
    await settle();
    expect(await submissionsOf(h.store).count({})).toBe(before);
    expect(mailsSince()).toEqual([]);
  });

  it.each([
    ['Identifier missing', { identifier: ' ' }],
    ['Recipient missing', { recipient: '' }],
    ['Subject missing', { subject: '' }],
    ['All fields need names configured', { fields: [field({ name: '' })] }],
    // Names the store cannot hold as keys (the editor allows only letters, digits, _ and -) count as no name.
    ['a field named with a dot', { fields: [field({ name: 'a.b' })] }],
    ['a field named like an operator', { fields: [field({ name: '$where' })] }],
    ['Fields cannot have duplicate names', { fields: [field({ name: 'a' }), field({ name: 'a' })] }],
    ['an unusable recipient', { recipient: 'not an address' }],
  ])('refuses a form with a configuration error (%s) with a plain message', async (_, overrides) => {
    const key = `broken-${crypto.randomUUID().slice(0, 8)}`;
    await putFormPage(h.store, key, [contactForm(key, overrides)]);
    const result = await submit({ slug: key, componentKey: key, form: { values: good } });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe(FORM_NOT_READY);
    expect(await submissionsOf(h.store).count({ componentKey: key })).toBe(0);
  });
});

describe('captcha', () => {
  beforeAll(async () => {
    await putFormPage(h.store, 'protected', [
      contactForm('protected', { fields: [field({ name: 'name', required: true }), field({ name: 'recaptcha', type: 'captcha', required: true })] }),
    ]);
  });
  const protectedRequest = (values: Record<string, unknown>) => ({ slug: 'protected', componentKey: 'protected', form: { values } });

  it('is checked with the provider and never stored', async () => {
    captcha.requests.length = 0;
    const result = await submit(protectedRequest({ name: 'Lee', recaptcha: 'solved-token' }));
    expect(result.status).toBe(200);
    expect(new URLSearchParams(captcha.requests[0].body).get('secret')).toBe('captcha-secret');
    expect(new URLSearchParams(captcha.requests[0].body).get('response')).toBe('solved-token');
    const stored = await waitForDelivery(h.store, result.body.submissionId, 'notification', 'sent');
    expect(stored.form).toEqual({ name: 'Lee' });
    expect(JSON.stringify(stored)).not.toContain('solved-token');
  });

  it('refuses a missing or rejected answer on the captcha field', async () => {
    const before = await submissionsOf(h.store).count({});
    const missing = await submit(protectedRequest({ name: 'Lee' }));
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ recaptcha: 'Please complete the recaptcha' });
    const rejected = await submit(protectedRequest({ name: 'Lee', recaptcha: 'made-up' }));
    expect(rejected.status).toBe(400);
    expect(rejected.body.error).toEqual({ code: 'invalid_input', message: 'Please complete the recaptcha', fields: { recaptcha: 'Please complete the recaptcha' } });
    expect(await submissionsOf(h.store).count({})).toBe(before);
  });

  it('fails closed when the provider cannot be reached; a site with no captcha at all leaves the field out', async () => {
    process.env.RECAPTCHA_VERIFY_URL = 'http://127.0.0.1:9/';
    reloadEnv();
    const unreachable = await submit(protectedRequest({ name: 'Lee', recaptcha: 'solved-token' }));
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.error.fields).toEqual({ recaptcha: 'Please complete the recaptcha' });
    const siteKey = process.env.RECAPTCHA_SITE_KEY;
    delete process.env.RECAPTCHA_SECRET;
    delete process.env.RECAPTCHA_SITE_KEY;
    reloadEnv();
    // Visitors are shown no captcha on such a site, so none is sent, and the enquiry still arrives.
    const unconfigured = await submit(protectedRequest({ name: 'Lee' }));
    expect(unconfigured.status).toBe(200);
    process.env.RECAPTCHA_SITE_KEY = siteKey;
    process.env.RECAPTCHA_SECRET = 'captcha-secret';
    process.env.RECAPTCHA_VERIFY_URL = captcha.url;
    reloadEnv();
    // The solved one from the test above, and the one sent while the site had no captcha; no refused one.
    expect(await submissionsOf(h.store).count({ componentKey: 'protected', 'form.name': 'Lee' })).toBe(2);
  });
});
