// A real SMTP server on 127.0.0.1 that keeps what it receives, for tests of outgoing mail.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { reloadEnv } from '@/lib/config/env';

export type ReceivedMail = { to: string[]; raw: string; text: string };

/** Undoes quoted-printable soft line breaks and escapes, enough to read links in a message. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for the next message to an address (mail is sent in the background). */
    async waitFor(to: string, since = 0, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.slice(since).find((m) => m.to.includes(to));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Closable = { url: string; close: () => Promise<void> };

/**
 * Sends the site's mail to `sink`, its links naming `siteUrl`, for the tests of one file; with `captcha`, forms
 * check their captcha against that stand-in. The function it answers undoes all of it and closes the sink and the
 * stand-in (call it after the harness is closed).
 */
export function sendSiteMailTo(sink: Closable, { siteUrl = 'https://support.example.org', captcha }: { siteUrl?: string; captcha?: Closable } = {}): () => Promise<void> {
  const set: Record<string, string> = { SMTP_URL: sink.url, SITE_URL: siteUrl };
  if (captcha) Object.assign(set, { RECAPTCHA_SECRET: 'captcha-secret', RECAPTCHA_SITE_KEY: 'captcha-site-key', RECAPTCHA_VERIFY_URL: captcha.url });
  Object.assign(process.env, set);
  reloadEnv();
  return async () => {
    await sink.close();
    await captcha?.close();
    for (const name of Object.keys(set)) delete process.env[name];
    reloadEnv();
  };
}
