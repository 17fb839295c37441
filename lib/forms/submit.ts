import 'server-only';
import crypto from 'node:crypto';
import { env } from '@/lib/config/env';
import { StoreError } from '@/lib/db/port';
import type { CallContext } from '@/lib/api/define-call';
import { AppError } from '@/lib/errors';
import { claim, limits } from '@/lib/auth/rate-limit';
import { captchaConfigured, verifyCaptcha } from './captcha';
import { crmConfigured } from './crm';
import { deliverSubmission, newDelivery } from './deliveries';
import { findForm, type FoundForm } from './find-form';
import { formConfigErrors, isEmail, VALUE_MESSAGES } from './form-config';
import { CHECK_FIELDS, FORM_NOT_READY, FORM_SETTINGS_MISMATCH } from './form-messages';
import type { SubmitRequest, SubmitResponse } from './submit-contract';
import { deleteAfterDate } from './privacy-settings';
import type { FormSubmission } from './submission-types';
import { WORKSHOP_FORM_TITLE } from './workshop-settings';
import { checkContactValues, checkWorkshopValues, submitterEmail } from './submitted-values';
import { errorFields, log } from '@/lib/log';

type Ctx = Pick<CallContext, 'store' | 'user' | 'now' | 'ip' | 'hostname'>;

/**
 * forms/submit: checks a filled-in form against the configuration stored on the page (never the browser's),
 * stores it, and only then starts its deliveries, which are not awaited: the retry sweep finishes whatever
 * this server does not. A request repeating a stored submissionId is answered as it was the first time.
 */
export async function submitForm(request: SubmitRequest, ctx: Ctx): Promise<SubmitResponse> {
  const { store, now } = ctx;
  if (request.submissionId && (await store.collection('formSubmissions').findOne({ _id: request.submissionId }, { projection: { _id: 1 } }))) {
    return { ok: true, submissionId: request.submissionId };
  }

  const found = await findForm(store, { hostname: ctx.hostname, user: ctx.user, slug: request.slug, componentKey: request.componentKey });
  const settings = configuredSettings(found);
  if (!sameAddresses(request.settings, settings)) throw new AppError('invalid_input', FORM_SETTINGS_MISMATCH);
  const configErrors = [
    ...formConfigErrors({ identifier: settings.identifier, recipient: settings.recipient, subject: settings.subject, fields: found.kind === 'contact' ? found.config.fields : [] }),
    ...[settings.recipient, ...settings.ccs].filter((address) => address && !isEmail(address)).map((address) => `Not an email address: ${address}`),
  ];
  if (configErrors.length) {
    log.warn('form.notReady', { pageId: found.pageId, componentKey: found.componentKey, problems: configErrors });
    throw new AppError('invalid_input', FORM_NOT_READY);
  }

  const values = request.form.values;
  const checked = found.kind === 'contact' ? checkContactValues(found.config, values) : checkWorkshopValues(values);
  if (checked.captcha && !captchaConfigured()) {
    // The site has no captcha at all (no keys, checked together at start-up): visitors are shown none, so the
    // field is left out here too rather than refusing every enquiry. The rate limits still apply.
    delete checked.errors[checked.captcha.name];
    checked.captcha = null;
  }
  if (Object.keys(checked.errors).length) throw new AppError('invalid_input', CHECK_FIELDS, checked.errors);
  if (checked.captcha && !(await verifyCaptcha(checked.captcha.token, ctx.ip))) {
    throw new AppError('invalid_input', VALUE_MESSAGES.captcha, { [checked.captcha.name]: VALUE_MESSAGES.captcha });
  }

  const emailFields = found.kind === 'contact' ? found.config.fields.filter((field) => field.type === 'email').map((field) => field.name.trim()) : [];
  const confirmationTo = submitterEmail(checked.form, found.config.submitterEmailField);
  // A confirmation goes to whatever address was typed, so only a submission that passed a captcha gets one: a
  // script cannot make the site mail strangers. (A form without a captcha, or a site without captcha keys, sends
  // none; the form editor says so.)
  const passedCaptcha = checked.captcha !== null;
  const wantsConfirmation = Boolean(passedCaptcha && found.config.successEmailSubject.trim() && found.config.successEmailText.trim() && confirmationTo);
  // Past the cap the visitor still gets through; their inbox just gets no more confirmations for a while.
  const confirms =
    wantsConfirmation &&
    (await claim(store, limits.formConfirmationsPerAddress, confirmationTo!, now)) &&
    (await claim(store, { ...limits.formConfirmationsSiteWide, max: env().FORM_CONFIRMATIONS_PER_HOUR }, 'site', now));
  const replyTo = submitterEmail(checked.form, found.config.submitterEmailField, emailFields);

  const deleteAfter = deleteAfterDate(now, found.config.deleteAfterDays);
  const submission: FormSubmission = {
    _id: request.submissionId ?? crypto.randomUUID(),
    domainId: found.domainId,
    kind: found.kind,
    pageId: found.pageId,
    slug: found.slug,
    componentKey: found.componentKey,
    settings,
    form: checked.form,
    labels: checked.labels,
    pageUrl: found.pageUrl,
    ...(confirms ? { confirmationMail: { to: confirmationTo!, subject: found.config.successEmailSubject, text: found.config.successEmailText, fields: found.config.successEmailFields } } : {}),
    ...(replyTo ? { replyTo } : {}),
    createdAt: now.toISOString(),
    draft: found.draft,
    deliveries: {
      notification: newDelivery(now),
      ...(confirms ? { confirmation: newDelivery(now) } : {}),
      // Drafts are staff trying the form: they never become leads someone follows up.
      ...(found.kind === 'workshopEnquiry' && !found.draft && crmConfigured() ? { crm: newDelivery(now) } : {}),
    },
    ...(found.config.notifyWithoutContents ? { notifyWithoutContents: true as const } : {}),
    // Computed now, so the retention job deletes by date alone even if the form is later changed or removed.
    ...(deleteAfter ? { deleteAfter } : {}),
  };
  try {
    await store.collection<FormSubmission>('formSubmissions').insert(submission);
  } catch (error) {
    // The same submissionId sent twice at once: the first one stored it.
    if (error instanceof StoreError && error.code === 'duplicate') return { ok: true, submissionId: submission._id };
    throw error;
  }
  void deliverSubmission(store, submission._id, now).catch((error) => log.error('form.deliveriesFailed', { submissionId: submission._id, ...errorFields(error) }));
  return { ok: true, submissionId: submission._id };
}

/** The settings a submission is sent under: the form's own, with blank ccs left out. */
function configuredSettings(found: FoundForm): FormSubmission['settings'] {
  const config = found.config;
  return {
    subject: config.subject.trim(),
    identifier: found.kind === 'contact' ? found.config.identifier.trim() : found.config.title.trim() || WORKSHOP_FORM_TITLE,
    recipient: config.recipient.trim(),
    ccs: config.ccs.map((cc) => cc.trim()).filter(Boolean),
  };
}

const normalAddress = (address: string) => address.trim().toLowerCase();

/**
 * The browser may repeat the form's settings (SPEC.md §7) but never chooses who is mailed: a recipient or ccs
 * that are not exactly the configured ones (in any order) refuse the whole request.
 */
function sameAddresses(sent: SubmitRequest['settings'], configured: FormSubmission['settings']): boolean {
  if (sent?.recipient !== undefined && normalAddress(sent.recipient) !== normalAddress(configured.recipient)) return false;
  if (sent?.ccs !== undefined) {
    const a = sent.ccs.map(normalAddress).filter(Boolean).sort();
    const b = configured.ccs.map(normalAddress).sort();
    if (a.length !== b.length || a.some((address, i) => address !== b[i])) return false;
  }
  return true;
}
