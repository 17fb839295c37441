// The Content health tab: 'Check now' runs the report; a link to a page that was unpublished and a link to another
// site that fails appear, each with a link to where it is fixed, and both go once fixed and checked again.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, type Page } from './fixtures';
import { expectNoViolations, signIn } from './support';
import { unique } from './editor-pages';
import { sameSite } from './api';

const dashboard = (page: Page) => page.getByRole('dialog', { name: /^Welcome to your dashboard, / });
const healthPanel = (page: Page) => dashboard(page).getByRole('tabpanel', { name: 'Content health' });

async function publish(page: Page, slug: string, title: string, contents: unknown[] = []) {
  const response = await page.request.post('/api/page/publishPage', {
    headers: sameSite,
    data: { page: { _id: `page-${slug}`, domainId: 'default', slug, version: 0, header: { title }, contents } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Opens the tab once it knows its state (a report from the check at the server's start, or none yet). */
async function openHealth(page: Page) {
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await dashboard(page).getByRole('tab', { name: 'Content health' }).click();
  await expect(healthPanel(page).getByText(/^Last checked at /).or(healthPanel(page).getByText('The site has not been checked yet.'))).toBeVisible();
}

/** 'Check now', then waits for a report finished after the one shown. */
async function checkNow(page: Page) {
  const finished = healthPanel(page).locator('p time');
  const before = (await finished.count()) ? await finished.getAttribute('datetime') : '';
  await healthPanel(page).getByRole('button', { name: 'Check now' }).click();
  await expect(finished).not.toHaveAttribute('datetime', before ?? '');
  await expect(healthPanel(page).getByRole('status')).toHaveText('');
}

test('a broken link appears in the report with a way to it, and goes once fixed', async ({ page }) => {
  // A partner's site on this machine, whose page is gone until it comes back.
  let partnerPageThere = false;
  const partner = http.createServer((request, response) => {
    response.writeHead(request.url === '/groups' && !partnerPageThere ? 404 : 200).end();
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/groups`;
  try {
    await signIn(page);
    const target = unique('health-target');
    const main = unique('health-main');
    await publish(page, target, 'Our groups');
    await publish(page, main, 'Find support', [
      { key: 'l1', componentType: 'Link', link: { type: 'page', href: `/${target}`, text: 'Our groups' } },
      { key: 'l2', componentType: 'Link', link: { type: 'external', href: partnerUrl, text: 'Partner groups' } },
    ]);
    const unpublished = await page.request.post('/api/page/unpublishPage', { headers: sameSite, data: { _id: `page-${target}` } });
    expect(unpublished.ok()).toBe(true);

    await page.goto('/');
    await openHealth(page);
    await checkNow(page);
    const internal = healthPanel(page).getByRole('region', { name: /^Links to pages visitors cannot open/ });
    const external = healthPanel(page).getByRole('region', { name: /^Links to other sites that fail/ });
    await expect(internal.getByRole('listitem').filter({ hasText: `/${main}` })).toHaveText(`/${main}: The link 'Our groups' goes to /${target}, a page that is not published.`);
    await expect(external.getByRole('listitem').filter({ hasText: `/${main}` })).toHaveText(`/${main}: The link 'Partner groups' to ${partnerUrl} answers 404.`);
    await expectNoViolations(page, 'Content health tab', { include: '[role="dialog"]' });

    // The way to it opens the page in the editor.
    await internal.getByRole('link', { name: `/${main}` }).click();
    await expect(dashboard(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/${main}$`));
    await expect(page.locator('#editor-page [data-edit="header.title"]')).toHaveText('Find support');

    // Fixed: the target is published again and the partner's page is back.
    const stored = await (await page.request.get(`/api/page/load?slug=${target}&domainId=default`)).json();
    expect((await page.request.post('/api/page/publishPage', { headers: sameSite, data: { page: stored } })).ok()).toBe(true);
    partnerPageThere = true;
    await openHealth(page);
    await checkNow(page);
    await expect(healthPanel(page).getByText(/^Last checked at /)).toBeVisible();
    await expect(internal.getByRole('listitem').filter({ hasText: `/${main}:` })).toHaveCount(0);
    await expect(external.getByRole('listitem').filter({ hasText: `/${main}:` })).toHaveCount(0);
  } finally {
    partner.closeAllConnections();
    await new Promise<void>((resolve) => partner.close(() => resolve()));
  }
});
