// forms/submit with the workshop enquiry form: its fixed rules (SPEC.md §5), its emails, and the CRM lead
// (a local stand-in for the web-to-lead endpoint), including a CRM outage.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reloadEnv } from '@/lib/config/env';
import { WEB_TO_LEAD_FIELDS } from '@/lib/forms/crm';
import { runDueDeliveries } from '@/lib/forms/deliveries';
import { CHECK_FIELDS, FORM_SETTINGS_MISMATCH } from '@/lib/forms/form-messages';
import { createHarness, type Harness } from '../support/api-harness';
import { startSmtpSink } from '../support/smtp-sink';
import { putFormPage, settleDeliveries, startCaptchaStandIn, startStandIn, submissionsOf, submitTo, waitForDelivery, workshopForm, workshopValues, type StandIn } from '../support/forms-fixtures';

let h: Harness;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let crm: StandIn;
let captcha: StandIn;
let submit: ReturnType<typeof submitTo>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  crm = await startStandIn({ status: 200 });
  captcha = await startCaptchaStandIn('solved-token');
  process.env.SMTP_URL = smtp.url;
  process.env.RECAPTCHA_SECRET = 'captcha-secret';
  process.env.RECAPTCHA_SITE_KEY = 'captcha-site-key';
  process.env.RECAPTCHA_VERIFY_URL = captcha.url;
  process.env.SITE_URL = 'https://support.example.org';
  process.env.WEB_TO_LEAD_URL = crm.url;
  process.env.WEB_TO_LEAD_ORG_ID = '00D000000000001';
  reloadEnv();
  h = await createHarness();
  submit = submitTo(h);
  await putFormPage(h.store, 'workshop-enquiries', [{ componentType: 'ContentPanel', key: 'panel', contents: [workshopForm('enquiry', { ccs: ['coordinator@example.org'] })] }]);
});
afterAll(async () => {
  await h.close();
  await smtp.close();
  await crm.close();
  await captcha.close();
  for (const name of ['SMTP_URL', 'SITE_URL', 'WEB_TO_LEAD_URL', 'WEB_TO_LEAD_ORG_ID', 'RECAPTCHA_SECRET', 'RECAPTCHA_SITE_KEY', 'RECAPTCHA_VERIFY_URL']) delete process.env[name];
  reloadEnv();
});

let since = 0;
beforeEach(async () => {
  await settleDeliveries(h.store);
  since = smtp.received.length;
  crm.requests.length = 0;
  crm.answer = { status: 200 };
});

const enquiry = (values: Record<string, unknown> = workshopValues(), extra: Record<string, unknown> = {}) => ({ slug: 'workshop-enquiries', componentKey: 'enquiry', form: { values }, ...extra });

describe('a workshop enquiry', () => {
  it('is stored, mailed, confirmed, and sent to the CRM as a form-encoded lead', async () => {
    const result = await submit(enquiry());
    expect(result.status).toBe(200);
    const stored = await waitForDelivery(h.store, result.body.submissionId, 'crm', 'sent');
    expect(stored).toMatchObject({ kind: 'workshopEnquiry', settings: { identifier: 'Workshop Enquiry Form', recipient: 'training@example.org', ccs: ['coordinator@example.org'] } });
    expect(stored.form).not.toHaveProperty('email_confirm');
    expect(stored.form).toMatchObject({ first_name: 'Ada', myself_org: 'Organisation', myself_org_title: '', Interested_In: 'DV-Aware;;Suicide Protect' });
    expect(stored.labels.first_name).toBe('First Name');

    expect(crm.requests).toHaveLength(1);
    expect(crm.requests[0].contentType).toBe('application/x-www-form-urlencoded');
    const lead = Object.fromEntries(new URLSearchParams(crm.requests[0].body));
    expect(lead).toEqual({
      oid: '00D000000000001',
      retURL: 'https://support.example.org/workshop-enquiries',
      salutation: 'Ms.',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.org',
      phone: '0400 000 000',
      mobile: '0400 000 001',
      [WEB_TO_LEAD_FIELDS.myselfOrOrganisation]: 'Organisation',
      [WEB_TO_LEAD_FIELDS.interestedIn]: 'DV-Aware;Suicide Protect',
      title: '',
      company: 'Analytical Engines',
      lead_source: 'Radio',
      [WEB_TO_LEAD_FIELDS.webCreated]: '1',
    });

    const notification = await smtp.waitFor('training@example.org', since);
    expect(notification.to.sort()).toEqual(['coordinator@example.org', 'training@example.org']);
    expect(notification.text).toMatch(/^Reply-To: ada@example\.org/m);
    expect(notification.text).toContain('Interested In: DV-Aware;;Suicide Protect');
    const confirmation = await smtp.waitFor('ada@example.org', since);
    expect(confirmation.text).toContain('Dear Ada, thank you for your enquiry about DV-Aware;;Suicide Protect.');
  });

  it('loses nothing while the CRM is down, and sends the lead once it is back', async () => {
    crm.answer = { status: 503 };
    const result = await submit(enquiry(workshopValues({ first_name: 'Grace', email: 'grace@example.org', email_confirm: 'grace@example.org' })));
    expect(result.status).toBe(200);
    const waiting = await waitForDelivery(h.store, result.body.submissionId, 'notification', 'sent');
    const pending = (await waitForDelivery(h.store, result.body.submissionId, 'crm', 'pending')).deliveries.crm!;
    expect(waiting.form.first_name).toBe('Grace');
    expect(pending).toMatchObject({ state: 'pending', attempts: 1, lastError: 'The CRM answered 503' });
    expect(crm.requests).toHaveLength(1);

    // Not due yet: nothing is tried.
    await runDueDeliveries(h.store, new Date());
    expect(crm.requests).toHaveLength(1);

    crm.answer = { status: 200 };
    await runDueDeliveries(h.store, new Date(Date.parse(pending.nextAttemptAt!) + 1));
    const sent = (await submissionsOf(h.store).findOne({ _id: result.body.submissionId }))!.deliveries.crm!;
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(crm.requests).toHaveLength(2);
    expect(new URLSearchParams(crm.requests[1].body).get('first_name')).toBe('Grace');
  });

  it('sends no lead for a draft (staff trying the form)', async () => {
    const admin = await h.signIn('admin', 'admin-password-123');
    const result = await submit(enquiry(), { cookie: admin });
    const stored = await waitForDelivery(h.store, result.body.submissionId, 'notification', 'sent');
    expect(stored.draft).toBe(true);
    expect(stored.deliveries.crm).toBeUndefined();
    expect(crm.requests).toHaveLength(0);
  });

  it('refuses recipients the form does not have', async () => {
    const result = await submit(enquiry(workshopValues(), { settings: { recipient: 'training@example.org', ccs: ['someone@example.com'] } }));
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe(FORM_SETTINGS_MISMATCH);
  });
});

describe('the workshop rules (SPEC.md §5)', () => {
  const fieldsOf = async (values: Record<string, unknown>) => {
    const result = await submit(enquiry(values));
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe(CHECK_FIELDS);
    return result.body.error.fields as Record<string, string>;
  };

  it('requires the fixed fields', async () => {
    expect(await fieldsOf({})).toEqual({
      first_name: 'This field is required',
      last_name: 'This field is required',
      email: 'A valid email address is required',
      email_confirm: 'A valid email address is required',
      phone: 'This field is required',
      mobile: 'This field is required',
      myself_org: 'This field is required',
      Interested_In: 'This field is required',
      recaptcha: 'Please complete the recaptcha',
    });
  });

  it('requires the captcha on a site that has one, checked with the provider', async () => {
    expect(await fieldsOf(workshopValues({ recaptcha: '' }))).toEqual({ recaptcha: 'Please complete the recaptcha' });
    const rejected = await submit(enquiry(workshopValues({ recaptcha: 'made-up' })));
    expect(rejected.status).toBe(400);
    expect(rejected.body.error.fields).toEqual({ recaptcha: 'Please complete the recaptcha' });
  });

  it('checks the email confirmation', async () => {
    expect(await fieldsOf(workshopValues({ email_confirm: 'other@example.org' }))).toEqual({ email_confirm: 'This field must match the email address' });
    expect(await fieldsOf(workshopValues({ email: 'not-an-email', email_confirm: 'not-an-email' }))).toEqual({ email: 'A valid email address is required' });
  });

  it('requires the field that the myself_org answer shows', async () => {
    expect(await fieldsOf(workshopValues({ myself_org: 'Myself', myself_org_title: '' }))).toEqual({ myself_org_title: 'This field is required' });
    expect(await fieldsOf(workshopValues({ myself_org: 'Organisation', myself_org_company: '' }))).toEqual({ myself_org_company: 'This field is required' });
  });

  it('limits lengths', async () => {
    expect(await fieldsOf(workshopValues({ first_name: 'x'.repeat(41), last_name: 'y'.repeat(81), phone: '1'.repeat(41), preferred_location_of_training: 'z'.repeat(81) }))).toEqual({
      first_name: 'This field cannot exceed 40 characters',
      last_name: 'This field cannot exceed 80 characters',
      phone: 'This field cannot exceed 40 characters',
      preferred_location_of_training: 'This field cannot exceed 80 characters',
    });
  });

  it('stores nothing and sends nothing for refused values', async () => {
    const before = await submissionsOf(h.store).count({});
    await submit(enquiry(workshopValues({ Interested_In: 'Juggling' })));
    await new Promise((r) => setTimeout(r, 200));
    expect(await submissionsOf(h.store).count({})).toBe(before);
    expect(smtp.received.length).toBe(since);
    expect(crm.requests).toHaveLength(0);
  });
});
