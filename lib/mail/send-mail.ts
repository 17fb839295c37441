import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import { env } from '@/lib/config/env';

export type Mail = { to: string; subject: string; text: string; html?: string };

/**
 * Sends through SMTP_URL; without it, writes the message as an .eml file to DATA_DIR/outbox,
 * so a site with no mail server still shows what it would have sent.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const config = env();
  const message = { from: config.MAIL_FROM, ...mail };
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    await transport.sendMail(message);
    return;
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(message);
  const outbox = path.join(path.resolve(/*turbopackIgnore: true*/ config.DATA_DIR), 'outbox');
  await fs.mkdir(outbox, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
  await fs.writeFile(path.join(outbox, name), info.message as Buffer);
  console.log(`Mail to ${mail.to} ("${mail.subject}") written to ${path.join(outbox, name)} (SMTP_URL is not set).`);
}
