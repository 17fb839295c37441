// The 'Config settings' panel (admins): domains added, saved, published, refused on a host name another domain
// uses, and made active on an address. The make-active happens on 127.0.0.3, an address only this test uses,
// and the domains it makes are unpublished and let go of their host names at the end.
import { test, expect, type Browser, type Page } from './fixtures';
import { openSignedIn, signIn, expectNoViolations } from './support';
import { unique } from './editor-pages';
import { sameSite } from './api';

type Domain = { _id: string; name: string; hostnames: string[]; published: boolean; isDefault: boolean; version: number };

const panel = (page: Page) => page.getByRole('complementary', { name: 'Config Settings' });
const domainItem = (page: Page, name: string) => panel(page).getByRole('article', { name, exact: true });
/** The newest toast with this text (an earlier one may still be showing). */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Config settings' }).click();
  await expect(panel(page).getByRole('button', { name: 'Add domain' })).toBeVisible();
}

/** Adds a domain through the panel and saves it; answers when it is listed. */
async function addDomain(page: Page, name: string, hostnames: string) {
  await panel(page).getByRole('button', { name: 'Add domain' }).click();
  const form = panel(page).getByRole('form', { name: 'New domain' });
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Host names').fill(hostnames);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Domain Saved')).toBeVisible();
  await expect(domainItem(page, name)).toContainText('Unpublished');
}

async function domainsOf(page: Page): Promise<Domain[]> {
  const response = await page.request.get('/api/config/loadDomain?hostname=localhost');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).domains;
}

/** Unpublishes the test's domains and frees their host names, as an admin in a context of its own. */
async function removeDomains(browser: Browser, names: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  for (const domain of (await domainsOf(page)).filter((d) => names.includes(d.name))) {
    const saved = await page.request.post('/api/config/saveDomain', { headers: sameSite, data: { domain: { _id: domain._id, name: domain.name, hostnames: [], version: domain.version } } });
    expect(saved.ok(), await saved.text()).toBe(true);
    const unpublished = await page.request.post('/api/config/unpublishDomain', { headers: sameSite, data: { domain: { _id: domain._id } } });
    expect(unpublished.ok(), await unpublished.text()).toBe(true);
  }
  await context.close();
}

const made: string[] = [];
test.afterAll(async ({ browser }) => {
  if (made.length) await removeDomains(browser, made);
});

test('an admin adds, saves and publishes domains, and makes one active on an address', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const alpha = unique('E2E Alpha');
  const beta = unique('E2E Beta');
  made.push(alpha, beta);

  await signIn(page);
  await page.goto('/');
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
  await openPanel(page);
  const home = (await domainsOf(page)).find((d) => d.isDefault)!;
  await expect(panel(page)).toContainText(`localhost is served by ${home.name}.`);
  await expect(domainItem(page, home.name)).toContainText('Active here');
  await expect(domainItem(page, home.name)).toContainText('Default');
  await expectNoViolations(page, 'Config settings panel');

  // A host name another domain uses is refused with its message; what was typed stays.
  await panel(page).getByRole('button', { name: 'Add domain' }).click();
  const form = panel(page).getByRole('form', { name: 'New domain' });
  await form.getByLabel('Name', { exact: true }).fill(alpha);
  await form.getByLabel('Host names').fill('127.0.0.3, 127.0.0.1');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText(`The host name 127.0.0.1 is already used by the domain '${home.name}'`);
  await expect(form.getByLabel('Host names')).toHaveValue('127.0.0.3, 127.0.0.1');
  await expectNoViolations(page, 'Config settings panel with a refused save');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel(page).getByRole('button', { name: 'Add domain' })).toBeFocused();

  await addDomain(page, alpha, '127.0.0.3');
  await addDomain(page, beta, '127.0.0.4');
  for (const name of [alpha, beta]) {
    await domainItem(page, name).getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'Domain Published')).toBeVisible();
    await expect(domainItem(page, name)).toContainText('Published');
    await expect(domainItem(page, name)).not.toContainText('Unpublished');
  }

  // On 127.0.0.3 (served by alpha), beta is made active: the editor reloads for it.
  const port = new URL(page.url()).port;
  const context = await browser.newContext({ baseURL: `http://127.0.0.3:${port}` });
  const there = await context.newPage();
  await signIn(there);
  await openSignedIn(there);
  await openPanel(there);
  await expect(panel(there)).toContainText(`127.0.0.3 is served by ${alpha}.`);
  await expect(domainItem(there, alpha)).toContainText('Active here');
  const asked: string[] = [];
  there.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  const reloaded = there.waitForEvent('load');
  await domainItem(there, beta).getByRole('button', { name: 'Make active' }).click();
  await reloaded;
  expect(asked).toEqual([`Visitors to 127.0.0.3 will see ${beta} from now on.`]);
  await openPanel(there);
  await expect(panel(there)).toContainText(`127.0.0.3 is served by ${beta}.`);
  await expect(domainItem(there, beta)).toContainText('Active here');
  await expect(domainItem(there, beta).getByRole('list', { name: `Host names of ${beta}` })).toContainText('127.0.0.3');
  await expect(domainItem(there, alpha)).not.toContainText('127.0.0.3');
  await context.close();

  // localhost is still the default domain's.
  const still = (await domainsOf(page)).find((d) => d.isDefault)!;
  expect(still.hostnames).toEqual(home.hostnames);
});
