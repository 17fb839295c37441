import 'server-only';
import { env } from '@/lib/config/env';
import { sendMail } from '@/lib/mail/send-mail';
import { INVITE_DAYS } from './password-reset';
import type { UserDoc } from './users';

/**
 * Emails the invitee the link that opens the site's password dialog (the same address shape as a reset
 * link, built from SITE_URL and never from the request's Host header).
 */
export async function sendInvitationMail(user: UserDoc, token: string, invitedBy: string): Promise<void> {
  const link = new URL('/', env().SITE_URL);
  link.searchParams.set('token', token);
  link.searchParams.set('email', user.email);
  await sendMail({
    to: user.email,
    subject: 'You are invited to edit the website',
    text: [
      `Hello ${user.name},`,
      '',
      `${invitedBy} has invited you to help edit the website.`,
      `To accept, open this link within ${INVITE_DAYS} days and choose your password:`,
      '',
      link.toString(),
      '',
      `Then sign in with your email address (${user.email}) and that password.`,
      'If you did not expect this invitation, you can ignore this email.',
    ].join('\n'),
  });
}
