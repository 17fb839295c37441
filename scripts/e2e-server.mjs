// Starts the production build for browser tests: a fresh temporary data directory (seeded at start-up),
// extra staff accounts, a real SMTP server on 127.0.0.1 whose messages land in E2E_MAILBOX, and local stand-ins
// for the captcha verification (a token 'e2e-captcha-pass' passes) and the CRM's web-to-lead address (each lead
// is written to E2E_LEADS as JSON).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { withServerNodeOptions } from './server-node-options.mjs';

const port = process.argv[2] ?? '3100';
const mailbox = process.env.E2E_MAILBOX;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
fs.rmSync(mailbox, { recursive: true, force: true });
fs.mkdirSync(mailbox, { recursive: true });
const leads = process.env.E2E_LEADS;
fs.rmSync(leads, { recursive: true, force: true });
fs.mkdirSync(leads, { recursive: true });

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      fs.writeFileSync(path.join(mailbox, `${Date.now()}-${session.envelope.rcptTo[0]?.address}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

const CAPTCHA_SECRET = 'e2e-captcha-secret';
/** Answers POST requests with `answer(form fields)` as JSON. */
async function standIn(answer) {
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer(fields)));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}
const captcha = await standIn((fields) => ({ success: fields.secret === CAPTCHA_SECRET && fields.response === 'e2e-captcha-pass' }));
const crm = await standIn((fields) => {
  fs.writeFileSync(path.join(leads, `${Date.now()}-${fields.email ?? 'lead'}.json`), JSON.stringify(fields));
  return {};
});

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
  DATA_DIR: dataDir,
  SITE_URL: `http://localhost:${port}`,
  ADMIN_EMAIL: 'admin@example.org',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
  E2E_USER_PASSWORD: process.env.E2E_USER_PASSWORD,
  SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
  RECAPTCHA_SITE_KEY: 'e2e-captcha-site-key',
  RECAPTCHA_SECRET: CAPTCHA_SECRET,
  RECAPTCHA_VERIFY_URL: `${captcha.url}/siteverify`,
  WEB_TO_LEAD_URL: `${crm.url}/servlet/WebToLead`,
  WEB_TO_LEAD_ORG_ID: '00DE2E0000TEST',
  // The scheduler looks for due pages every second, so a test waits for it, not for the production 15 s.
  SCHEDULED_PUBLISHING_INTERVAL_MS: '1000',
  // The tests stand where a proxy would: they say which visitor they are (X-Forwarded-For), so that one test's
  // forms and sign-ins do not use up another's per-address limits. e2e/startup.spec.ts checks the server without.
  TRUSTED_PROXIES: '127.0.0.0/8,::1',
  // The content-health report checks links to this machine only (the tests' own stand-in sites), never the world.
  LINK_CHECK_HOSTS: 'localhost,127.0.0.1',
};
// The other staff accounts (scripts/e2e-users.ts): copied from E2E_DATA_TEMPLATE when the test run made them once
// for every worker (e2e/global-setup.ts), else created here.
const template = process.env.E2E_DATA_TEMPLATE;
if (template && fs.existsSync(template)) fs.cpSync(template, dataDir, { recursive: true });
else {
  const created = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/e2e-users.ts'], { env, stdio: 'inherit' });
  if (created.status !== 0) process.exit(created.status ?? 1);
}

// No -H: the server listens on every address, so the second demo domain's 127.0.0.2 reaches it (e2e/two-sites.spec.ts).
const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', port], { stdio: 'inherit', env: withServerNodeOptions(env) });
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  smtp.close();
  captcha.server.close();
  crm.server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
