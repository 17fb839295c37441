// Form emails while the mail server is down: the submission is kept, the notification waits, and once the
// server is back it arrives exactly once, however many sweeps run at the same time.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atomicConditionalUpdates } from '../support/test-store';
import { reloadEnv } from '@/lib/config/env';
import { attemptDelivery, deliveryPolicy, retryDelayMs, runDueDeliveries } from '@/lib/forms/deliveries';
import { createHarness, type Harness } from '../support/api-harness';
import { startSmtpSink } from '../support/smtp-sink';
import { contactForm, putFormPage, submissionsOf, submitTo, waitForDelivery } from '../support/forms-fixtures';

let h: Harness;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let submit: ReturnType<typeof submitTo>;
let deadSmtp: string;

/** An address where nothing listens. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const useSmtp = (url: string) => {
  process.env.SMTP_URL = url;
  reloadEnv();
};

beforeAll(async () => {
  smtp = await startSmtpSink();
  deadSmtp = `smtp://127.0.0.1:${await closedPort()}`;
  h = await createHarness();
  submit = submitTo(h);
  await putFormPage(h.store, 'write-to-us', [contactForm('form', { successEmailText: '' })]);
});
afterAll(async () => {
  await h.close();
  await smtp.close();
  delete process.env.SMTP_URL;
  reloadEnv();
});

const send = async (name: string) => {
  const result = await submit({ slug: 'write-to-us', componentKey: 'form', form: { values: { name, email: `${name}@example.net` } } });
  expect(result.status).toBe(200);
  return result.body.submissionId as string;
};
const mailsAbout = (name: string) => smtp.received.filter((m) => m.text.includes(`Your name: ${name}`));

describe('deliveries', () => {
  it('keep the submission while SMTP is down and deliver the notification exactly once when it is back', async () => {
    useSmtp(deadSmtp);
    const id = await send('Robin');
    const waiting = (await waitForDelivery(h.store, id, 'notification', 'pending')).deliveries.notification;
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, leaseId: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(waiting.nextAttemptAt!) - Date.parse((await submissionsOf(h.store).findOne({ _id: id }))!.createdAt)).toBe(retryDelayMs(1));

    useSmtp(smtp.url);
    const later = new Date(Date.parse(waiting.nextAttemptAt!) + 1);
    // Three servers sweeping at the same moment: one wins the lease, the others find nothing due. (One sweep where
    // an update's filter is not applied atomically: NO_ATOMIC_UPDATES.)
    const sweepers = atomicConditionalUpdates() ? 3 : 1;
    await Promise.all(Array.from({ length: sweepers }, () => runDueDeliveries(h.store, later)));
    await runDueDeliveries(h.store, new Date(later.getTime() + 60 * 60_000));

    expect(mailsAbout('Robin')).toHaveLength(1);
    expect(await submissionsOf(h.store).count({ 'form.name': 'Robin' })).toBe(1);
    expect((await submissionsOf(h.store).findOne({ _id: id }))!.deliveries.notification).toMatchObject({ state: 'sent', attempts: 2, lastError: null, leaseUntil: null });
  });

  it('leave a delivery leased by another server alone until its lease runs out', async () => {
    useSmtp(deadSmtp);
    const id = await send('Jordan');
    const { nextAttemptAt } = (await waitForDelivery(h.store, id, 'notification', 'pending')).deliveries.notification;
    useSmtp(smtp.url);
    const due = new Date(Date.parse(nextAttemptAt!) + 1);
    const leaseUntil = new Date(due.getTime() + 60_000).toISOString();
    // Another server took it and stopped mid-attempt.
    await submissionsOf(h.store).update({ _id: id }, { $set: { 'deliveries.notification.leaseId': 'other-server', 'deliveries.notification.leaseUntil': leaseUntil } });

    expect(await attemptDelivery(h.store, id, 'notification', due)).toBe('not due');
    expect(mailsAbout('Jordan')).toHaveLength(0);

    await runDueDeliveries(h.store, new Date(Date.parse(leaseUntil) + 1));
    expect(mailsAbout('Jordan')).toHaveLength(1);
    expect((await submissionsOf(h.store).findOne({ _id: id }))!.deliveries.notification).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it(`give up after ${deliveryPolicy.maxAttempts} attempts and mark the delivery failed, keeping the submission`, async () => {
    useSmtp(deadSmtp);
    const id = await send('Casey');
    let delivery = (await waitForDelivery(h.store, id, 'notification', 'pending')).deliveries.notification;
    while (delivery.state === 'pending') {
      await runDueDeliveries(h.store, new Date(Date.parse(delivery.nextAttemptAt!) + 1));
      delivery = (await submissionsOf(h.store).findOne({ _id: id }))!.deliveries.notification;
    }
    expect(delivery).toMatchObject({ state: 'failed', attempts: deliveryPolicy.maxAttempts, nextAttemptAt: null });
    useSmtp(smtp.url);
    await runDueDeliveries(h.store, new Date(Date.now() + 365 * 24 * 60 * 60_000));
    expect(mailsAbout('Casey')).toHaveLength(0);
    expect(await submissionsOf(h.store).count({ _id: id })).toBe(1);
  });

  it('wait longer after each failure, up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
  });
});
