import 'server-only';
import { format } from 'date-fns';
import { env } from '@/lib/config/env';
import type { Mail } from '@/lib/mail/send-mail';
import { escapeHtml, fillHtml, fillText } from './email-template';
import type { FormSubmission } from './submission-types';

/** SPEC.md §9 'h:mm a, DD/MM/YYYY', in the server's time zone (set TZ, e.g. TZ=Australia/Adelaide). */
export const SUBMISSION_TIME_FORMAT = 'h:mm a, dd/MM/yyyy';

/** Visitor text never breaks a header onto a new line. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

type Notified = Pick<FormSubmission, 'settings' | 'form' | 'labels' | 'createdAt' | 'draft' | 'pageUrl' | 'slug' | 'replyTo' | 'notifyWithoutContents'>;

/** The staff notification: every field's label and value, the page it came from and when. */
export function notificationMail(submission: Notified): Mail {
  if (submission.notifyWithoutContents) return contentFreeNotificationMail(submission);
  const { settings, form, labels } = submission;
  const when = format(new Date(submission.createdAt), SUBMISSION_TIME_FORMAT);
  const page = submission.pageUrl ?? `/${submission.slug}`;
  const formName = settings.identifier || 'A form';
  const rows = Object.entries(form).map(([name, value]) => ({ label: labels[name] || name, value }));
  const text = [
    `${formName} was sent from ${page} at ${when}.`,
    ...(submission.draft ? ['This is a draft submission: it was sent by signed-in staff or from a page visitors cannot see.'] : []),
    '',
    ...rows.map(({ label, value }) => `${label}: ${value}`),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(formName)} was sent from <a href="${escapeHtml(page)}">${escapeHtml(page)}</a> at ${escapeHtml(when)}.</p>`,
    ...(submission.draft ? ['<p><strong>This is a draft submission</strong>: it was sent by signed-in staff or from a page visitors cannot see.</p>'] : []),
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
    ),
    '</table>',
  ].join('\n');
  return {
    to: settings.recipient,
    ...(settings.ccs.length ? { cc: settings.ccs } : {}),
    ...(submission.replyTo ? { replyTo: submission.replyTo } : {}),
    subject: oneLine(`${submission.draft ? '[Draft] ' : ''}${settings.subject}`),
    text,
    html,
  };
}

/** Where staff read the answers: the editor has no address of its own, so the sign-in page of the site the form is on. */
export function dashboardAddress(pageUrl: string | undefined): string {
  let origin = env().SITE_URL;
  try {
    if (pageUrl) origin = new URL(pageUrl).origin;
  } catch {
    // A stored address that does not parse: the site's own address will do.
  }
  return new URL('/login', origin).toString();
}

/**
 * The notification of a form set to 'Notify without contents': which form, page and time, and where to read
 * it. Nothing the visitor typed is in it, not even as the Reply-To, so a shared or forwarded inbox holds no
 * personal details.
 */
function contentFreeNotificationMail(submission: Notified): Mail {
  const { settings } = submission;
  const when = format(new Date(submission.createdAt), SUBMISSION_TIME_FORMAT);
  const page = submission.pageUrl ?? `/${submission.slug}`;
  const formName = settings.identifier || 'A form';
  const signIn = dashboardAddress(submission.pageUrl);
  const draft = submission.draft ? ['This is a draft submission: it was sent by signed-in staff or from a page visitors cannot see.'] : [];
  const text = [
    `A new submission of ${formName} arrived from ${page} at ${when}.`,
    ...draft,
    '',
    'The answers are not included in this email.',
    `Sign in at ${signIn} and open Dashboard → Form Submissions to read it.`,
  ].join('\n');
  const html = [
    `<p>A new submission of ${escapeHtml(formName)} arrived from <a href="${escapeHtml(page)}">${escapeHtml(page)}</a> at ${escapeHtml(when)}.</p>`,
    ...draft.map((line) => `<p>${escapeHtml(line)}</p>`),
    '<p>The answers are not included in this email.</p>',
    `<p><a href="${escapeHtml(signIn)}">Sign in</a> and open Dashboard → Form Submissions to read it.</p>`,
  ].join('\n');
  return {
    to: settings.recipient,
    ...(settings.ccs.length ? { cc: settings.ccs } : {}),
    subject: oneLine(`${submission.draft ? '[Draft] ' : ''}${settings.subject}`),
    text,
    html,
  };
}

/** The longest answer a confirmation repeats; a longer one is cut short. */
export const ECHO_MAX_CHARACTERS = 100;

/** The answers a confirmation may repeat: only the fields the editor marked, each on one line and cut short. */
export function echoedValues(form: Readonly<Record<string, string>>, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of fields) {
    if (!Object.hasOwn(form, name)) continue;
    const value = oneLine(form[name]);
    values[name] = value.length > ECHO_MAX_CHARACTERS ? `${value.slice(0, ECHO_MAX_CHARACTERS - 1)}…` : value;
  }
  return values;
}

/**
 * The visitor's confirmation: the configured success email with the `${fieldName}` placeholders of the fields
 * marked safe to repeat filled in (any other stays empty), or null when there is none.
 */
export function confirmationMail(submission: Pick<FormSubmission, 'confirmationMail' | 'form'>): Mail | null {
  const mail = submission.confirmationMail;
  if (!mail) return null;
  const values = echoedValues(submission.form, mail.fields ?? []);
  return {
    to: mail.to,
    subject: oneLine(fillText(mail.subject, values)),
    text: fillText(mail.text, values),
    html: fillHtml(mail.text, values),
  };
}
