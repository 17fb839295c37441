import { test, expect, type Page } from './fixtures';
import { signIn, waitForMail, expectNoViolations } from './support';
import { sameSite } from './api';

const columns = ['Name', 'Email', 'Roles', 'Last Sign-In', 'Status', 'Actions'];

const dashboard = (page: Page) => page.getByRole('dialog', { name: /^Welcome to your dashboard, / });
const usersPanel = (page: Page) => dashboard(page).getByRole('tabpanel', { name: 'Users' });
const usersTable = (page: Page) => usersPanel(page).getByRole('table', { name: 'Users' });
const userRow = (page: Page, text: string) => usersTable(page).getByRole('row').filter({ hasText: text });
const inviteForm = (page: Page) => usersPanel(page).getByRole('region', { name: 'Invite user' });

/** Signs in as the admin, opens the home page in the editor, then Dashboard and its Users tab. */
async function openUsersTab(page: Page) {
  await signIn(page);
  await page.goto('/');
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
  await reopenUsersTab(page);
}

async function reopenUsersTab(page: Page) {
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(dashboard(page)).toBeVisible();
  await dashboard(page).getByRole('tab', { name: 'Users' }).click();
  await expect(usersTable(page)).toBeVisible();
}

const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}@example.org`;

test('an admin invites a user, who accepts by email and signs in; the admin changes their roles and deactivates them', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openUsersTab(page);
  await expect(usersTable(page).getByRole('columnheader')).toHaveText(columns);
  const me = userRow(page, 'admin@example.org');
  await expect(me.getByRole('rowheader')).toHaveText('Site Administrator (you)');
  await expect(me.getByRole('cell').nth(2)).toHaveText(/^\d{1,2}:\d{2} (AM|PM), \d{2}\/\d{2}\/\d{4}$/);
  await expect(me.getByRole('cell').nth(3)).toHaveText('Active');
  await expect(me.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await expectNoViolations(page, 'Users tab', { include: '[role="tabpanel"]:not([hidden])' });

  // Invite.
  const email = uniqueEmail('invitee');
  const started = Date.now();
  const form = inviteForm(page);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Please provide an email address')).toBeVisible();
  await expect(form.getByLabel('Email')).toBeFocused();
  await expectNoViolations(page, 'invite form with messages', { include: '[role="tabpanel"]:not([hidden])' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Name').fill('Ivy Invitee');
  await form.getByRole('checkbox', { name: 'Editor' }).uncheck();
  await form.getByRole('checkbox', { name: 'Publisher' }).check();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByRole('status')).toHaveText(`Invitation sent to ${email}.`);
  const invitee = userRow(page, email);
  await expect(invitee.getByRole('cell')).toHaveText([email, 'Publisher', 'Never', 'Invited', /Change roles/]);

  // The invitation arrives; its link opens the password dialog in a fresh browser.
  const mail = await waitForMail(email, started);
  const link = /http:\/\/localhost:\d+\/\?token=\S+/.exec(mail)![0];
  expect(new URL(link).searchParams.get('email')).toBe(email);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  const recovery = visitor.getByRole('dialog', { name: 'Welcome' });
  await expect(recovery.getByLabel('Email')).toHaveValue(email);
  await recovery.getByLabel('Password', { exact: true }).fill('ivy-first-password-1');
  await recovery.getByLabel('Password Confirmation').fill('ivy-first-password-1');
  await recovery.getByRole('button', { name: 'Submit' }).click();
  // The address bar lost the token as soon as the page read it; the dialog closes once the password is set.
  await expect(recovery).toHaveCount(0);
  await expect(visitor).toHaveURL(/\/$/);
  await signIn(visitor, email, 'ivy-first-password-1');

  // The link worked once only.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  const second = again.getByRole('dialog', { name: 'Welcome' });
  await second.getByLabel('Password', { exact: true }).fill('ivy-other-password-2');
  await second.getByLabel('Password Confirmation').fill('ivy-other-password-2');
  await second.getByRole('button', { name: 'Submit' }).click();
  await expect(second.getByRole('alert')).toHaveText(/not valid or has expired/);

  // The admin sees them active, signed in.
  await dashboard(page).getByRole('button', { name: 'Close' }).click();
  await reopenUsersTab(page);
  await expect(invitee.getByRole('cell').nth(3)).toHaveText('Active');
  await expect(invitee.getByRole('cell').nth(2)).not.toHaveText('Never');

  // Change their roles, by keyboard.
  await invitee.getByRole('button', { name: 'Change roles' }).focus();
  await page.keyboard.press('Enter');
  const rolesDialog = page.getByRole('dialog', { name: 'Change roles of Ivy Invitee' });
  await expect(rolesDialog.getByRole('checkbox', { name: 'Admin' })).toBeFocused();
  await expect(rolesDialog.getByRole('checkbox', { name: 'Publisher' })).toBeChecked();
  await expectNoViolations(page, 'Change roles dialog', { include: '[role="tabpanel"]:not([hidden])' });
  await rolesDialog.getByRole('checkbox', { name: 'Forms' }).focus();
  await page.keyboard.press('Space');
  await rolesDialog.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(rolesDialog).toBeHidden();
  await expect(usersPanel(page).getByText('Roles of Ivy Invitee saved.')).toBeVisible();
  await expect(invitee.getByRole('cell').nth(1)).toHaveText('Publisher, Forms');
  await expect(invitee.getByRole('button', { name: 'Change roles' })).toBeFocused();

  // Deactivate them: 'Are you sure?' first; their session ends.
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await invitee.getByRole('button', { name: 'Deactivate' }).click();
  await expect(invitee.getByRole('cell').nth(3)).toHaveText('Deactivated');
  expect(questions).toEqual(['Are you sure?']);
  await expect(invitee.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'Change roles' })).toBeFocused();
  const me2 = await visitor.request.post('/api/user/me', { headers: sameSite, data: {} });
  expect(me2.status()).toBe(401);
  await visitor.reload();
  await visitor.waitForLoadState('networkidle');
  await expect(visitor.getByRole('button', { name: 'Select component' })).toHaveCount(0);
  await expectNoViolations(page, 'Users tab after the changes', { include: '[role="tabpanel"]:not([hidden])' });
});

test('the last active admin cannot lose the admin role, and the refusal is shown', async ({ page }) => {
  await openUsersTab(page);
  await userRow(page, 'admin@example.org').getByRole('button', { name: 'Change roles' }).click();
  const rolesDialog = page.getByRole('dialog', { name: 'Change roles of Site Administrator' });
  await rolesDialog.getByRole('checkbox', { name: 'Admin' }).uncheck();
  await rolesDialog.getByRole('checkbox', { name: 'Editor' }).check();
  await rolesDialog.getByRole('button', { name: 'Save' }).click();
  await expect(rolesDialog.getByRole('alert')).toHaveText('The site needs at least one active admin.');
  await expectNoViolations(page, 'Change roles dialog with the refusal', { include: '[role="tabpanel"]:not([hidden])' });
  await page.keyboard.press('Escape');
  await expect(rolesDialog).toBeHidden();
  // The dashboard stays open underneath, and the admin keeps the role.
  await expect(usersTable(page)).toBeVisible();
  await expect(userRow(page, 'admin@example.org').getByRole('cell').nth(1)).toHaveText('Admin');
});
