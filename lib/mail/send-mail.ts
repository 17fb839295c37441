import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { env } from '@/lib/config/env';
import { log } from '@/lib/log';

export type Mail = {
  to: string;
  /** Copies, e.g. a form's configured ccs. */
  cc?: string[];
  /** Where a reply goes, e.g. the visitor who filled in a form. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
};

/**
 * A mail server that stops answering must not hold a form delivery (and its lease) for nodemailer's default
 * ten minutes: a failed attempt is retried later anyway.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * Sends through SMTP_URL; without it, writes the message as an .eml file to DATA_DIR/outbox,
 * so a site with no mail server still shows what it would have sent.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const config = env();
  const { cc, ...rest } = mail;
  const message = { from: config.MAIL_FROM, ...rest, ...(cc?.length ? { cc } : {}) };
  if (config.SMTP_URL) {
    // Options given beside `url` are kept (createTransport with a plain URL would drop them); the URL's own
    // query parameters still win.
    const transport = nodemailer.createTransport(new SMTPTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS }));
    await transport.sendMail(message);
    return;
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(message);
  const outbox = path.join(path.resolve(/*turbopackIgnore: true*/ config.DATA_DIR), 'outbox');
  await fs.mkdir(outbox, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
  await fs.writeFile(path.join(outbox, name), info.message as Buffer);
  // No recipient in the line: an address is personal data, and the file holds it for whoever reads the outbox.
  log.info('mail.outbox', { subject: mail.subject, file: path.join(outbox, name), reason: 'SMTP_URL is not set' });
}
