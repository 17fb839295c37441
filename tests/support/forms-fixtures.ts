// Pages holding forms, local stand-ins for the captcha provider and the CRM, and a submit helper for form tests.
import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { env } from '@/lib/config/env';
import type { Store } from '@/lib/db/port';
import type { FormField } from '@/lib/forms/form-config';
import type { DeliveryState, FormSubmission } from '@/lib/forms/submission-types';
import type { Harness } from './api-harness';
import { newDelivery } from '@/lib/forms/deliveries';

export const field = (overrides: Partial<FormField> & Pick<FormField, 'name'>): FormField => ({
  type: 'text',
  label: overrides.name,
  placeholder: '',
  options: [],
  required: false,
  halfWidth: false,
  hidden: false,
  ...overrides,
});

export const contactForm = (key: string, overrides: Record<string, unknown> = {}) => ({
  componentType: 'ContactForm',
  key,
  identifier: 'Contact us',
  recipient: 'staff@example.org',
  subject: 'New enquiry',
  ccs: ['manager@example.org'],
  successEmailSubject: 'Thanks ${name}',
  successEmailText: 'Hello ${name},\nWe got your message: ${message}',
  submitterEmailField: 'email',
  fields: [
    field({ name: 'name', label: 'Your name', required: true, maxLength: 40 }),
    field({ name: 'email', label: 'Email', type: 'email', required: true }),
    field({ name: 'message', label: 'Message', type: 'textArea' }),
    field({ name: 'subscribe', label: 'Subscribe', type: 'checkbox' }),
    field({ name: 'source', label: 'Source', hidden: true, placeholder: 'website' }),
  ],
  ...overrides,
});

/** A contact form with a captcha as its last field: only such a form sends the visitor a confirmation. */
export const withCaptcha = (form: ReturnType<typeof contactForm>) => ({
  ...form,
  fields: [...(form.fields as FormField[]), field({ name: 'recaptcha', type: 'captcha', required: true })],
});

export const workshopForm = (key: string, overrides: Record<string, unknown> = {}) => ({
  componentType: 'WorkshopEnquiryForm',
  key,
  title: 'Workshop Enquiry Form',
  recipient: 'training@example.org',
  subject: 'Training enquiry',
  ccs: [],
  submitterEmailField: 'email',
  successEmailSubject: 'Your training enquiry',
  successEmailText: 'Dear ${first_name}, thank you for your enquiry about ${Interested_In}.',
  successEmailFields: ['first_name', 'Interested_In'],
  ...overrides,
});

export const workshopValues = (overrides: Record<string, string> = {}) => ({
  salutation: 'Ms.',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.org',
  email_confirm: 'ada@example.org',
  phone: '0400 000 000',
  mobile: '0400 000 001',
  myself_org: 'Organisation',
  myself_org_company: 'Analytical Engines',
  lead_source: 'Radio',
  preferred_location_of_training: 'Adelaide',
  Interested_In: 'DV-Aware;;Suicide Protect',
  // What the captcha stand-in accepts (startCaptchaStandIn('solved-token')); ignored on a site without captcha keys.
  recaptcha: 'solved-token',
  ...overrides,
});

/** Stores a page with these contents: working copy always, published copy unless `published: false`. */
export async function putFormPage(store: Store, slug: string, contents: unknown[], options: { domainId?: string; published?: boolean } = {}) {
  const domainId = options.domainId ?? 'default';
  const page = {
    _id: `page-${crypto.randomUUID()}`,
    domainId,
    slug,
    pageType: 'page',
    template: 'generic',
    headerType: 'FullWidthImageCustomHeader',
    header: { title: slug, description: '', quickLinks: [] },
    contents,
    tags: [],
    roles: [],
    frequency: 'monthly',
    priority: 0.5,
    published: options.published !== false,
    lastPublished: null,
    version: 1,
  };
  await store.collection('pages').insert(page);
  if (options.published !== false) await store.collection('publishedPages').insert(page);
  return page;
}

let ipCounter = 1;
/** Each call a new client address, so the per-IP submission limit of one test does not spill into another. */
export const freshIp = () => `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

export type SubmitOptions = { ip?: string; cookie?: string; host?: string };

export function submitTo(h: Harness) {
  return (body: Record<string, unknown>, options: SubmitOptions = {}) => {
    const host = options.host ?? 'localhost:3000';
    return h.call('forms/submit', {
      body,
      cookie: options.cookie,
      // A page of that host, served with the site's scheme, as a browser would name it.
      headers: { 'x-forwarded-for': options.ip ?? freshIp(), host, origin: `${new URL(env().SITE_URL).protocol}//${host}` },
    });
  };
}

export const submissionsOf = (store: Store) => store.collection<FormSubmission>('formSubmissions');

/** Waits until a delivery of a submission has been attempted and reached a state (deliveries run in the background). */
export async function waitForDelivery(store: Store, id: string, kind: keyof FormSubmission['deliveries'], state: DeliveryState, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const submission = await submissionsOf(store).findOne({ _id: id });
    const delivery = submission?.deliveries[kind];
    if (delivery?.state === state && delivery.attempts > 0 && !delivery.leaseId) return submission!;
    if (Date.now() > deadline) throw new Error(`${kind} of ${id} is ${JSON.stringify(delivery)}, not ${state}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export type StandIn = {
  url: string;
  requests: { body: string; contentType: string }[];
  /** What the next requests are answered with. */
  answer: { status: number; json?: unknown };
  close: () => Promise<void>;
};

/** A small HTTP server on 127.0.0.1 that records each request body and answers what `answer` says. */
export async function startStandIn(answer: StandIn['answer'], respond?: (body: string) => StandIn['answer']): Promise<StandIn> {
  const standIn: StandIn = { url: '', requests: [], answer, close: async () => {} };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      standIn.requests.push({ body, contentType: String(request.headers['content-type'] ?? '') });
      const { status, json } = respond ? respond(body) : standIn.answer;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}

/** A captcha provider that accepts exactly one token. */
export const startCaptchaStandIn = (goodToken: string) =>
  startStandIn({ status: 200 }, (body) => ({ status: 200, json: { success: new URLSearchParams(body).get('response') === goodToken } }));

/** Waits until no delivery is in flight or not yet tried (retries scheduled for later do not count): mails of earlier tests have all arrived. */
export async function settleDeliveries(store: Store, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  const pending = {
    $or: ['notification', 'confirmation', 'crm'].map((kind) => ({
      [`deliveries.${kind}.state`]: 'pending',
      $or: [{ [`deliveries.${kind}.attempts`]: 0 }, { [`deliveries.${kind}.leaseId`]: { $gt: '' } }],
    })),
  };
  while ((await submissionsOf(store).count(pending)) > 0) {
    if (Date.now() > deadline) throw new Error('deliveries still pending');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A contact-form submission as the store keeps it, sent at `createdAt` and mailed to staff. */
export const storedSubmission = (id: string, createdAt: string, overrides: Partial<FormSubmission> = {}): FormSubmission => ({
  _id: id,
  domainId: 'default',
  kind: 'contact',
  pageId: 'page-x',
  slug: 'contact-us',
  componentKey: 'form',
  settings: { subject: 'Enquiry', identifier: 'Contact us', recipient: 'staff@example.org', ccs: [] },
  form: { name: id },
  labels: { name: 'Name' },
  createdAt,
  draft: false,
  deliveries: { notification: { ...newDelivery(new Date(createdAt)), state: 'sent', attempts: 1 } },
  ...overrides,
});
