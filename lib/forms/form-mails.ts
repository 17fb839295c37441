import 'server-only';
import { format } from 'date-fns';
import type { Mail } from '@/lib/mail/send-mail';
import { escapeHtml, fillHtml, fillText } from './email-template';
import type { FormSubmission } from './submission-types';

/** SPEC.md §9 'h:mm a, DD/MM/YYYY', in the server's time zone (set TZ, e.g. TZ=Australia/Adelaide). */
export const SUBMISSION_TIME_FORMAT = 'h:mm a, dd/MM/yyyy';

/** Visitor text never breaks a header onto a new line. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

type Notified = Pick<FormSubmission, 'settings' | 'form' | 'labels' | 'createdAt' | 'draft' | 'pageUrl' | 'slug' | 'replyTo'>;

/** The staff notification: every field's label and value, the page it came from and when. */
export function notificationMail(submission: Notified): Mail {
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

/** The visitor's confirmation: the configured success email with `${fieldName}` filled in, or null when there is none. */
export function confirmationMail(submission: Pick<FormSubmission, 'confirmationMail' | 'form'>): Mail | null {
  const mail = submission.confirmationMail;
  if (!mail) return null;
  return {
    to: mail.to,
    subject: oneLine(fillText(mail.subject, submission.form)),
    text: fillText(mail.text, submission.form),
    html: fillHtml(mail.text, submission.form),
  };
}
