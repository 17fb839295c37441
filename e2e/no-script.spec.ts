// The site before and without its JavaScript: a visitor on an old phone, a slow network or a browser with scripts
// turned off still gets the menu, every disclosure's content, a readable 'not found' page, a hub that filters,
// sorts and pages, and forms that send.
import { test, expect, type Locator, type Page } from './fixtures';
import { desktop, newVisitor, visitorEmail } from './forms-support';
import { HUB, filterCategories, hubFilter, pageCount, titles, type HubAnswer } from './hub-support';
import { expectNoViolations, mailArrived, waitForMail } from './support';
import { signIn } from './api';
import { coveringPaths } from './seeded-pages';

const hubOf = (page: Page) => page.locator('#main-content .cs-page-hub');
async function expectCards(hub: Locator, answer: HubAnswer) {
  await expect(hub.getByRole('region', { name: 'Results' }).locator('h3')).toHaveText(titles(answer));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the hub’s Filter shows Explore By, whose Apply Filters filters the cards', async ({ page, request, baseURL }) => {
      await page.goto(HUB);
      const hub = hubOf(page);
      const explore = hub.getByRole('group', { name: 'Explore By' });
      await expect(explore).toBeHidden();
      await hub.getByRole('link', { name: 'Filter', exact: true }).click();
      await expect(explore).toBeVisible();
      const [type] = await filterCategories(request, baseURL!, ['Events Type']);
      const value = type.values[0].id;
      await explore.locator('summary', { hasText: 'Events Type' }).click();
      await explore.getByRole('checkbox', { name: value, exact: true }).check();
      await explore.getByRole('button', { name: 'Apply Filters' }).click();
      await expectCards(hub, await hubFilter(request, baseURL!, { userFilters: [`Events Type:${value}`] }));
    });
  });

  // One Menu on every screen: the native disclosure, in place of what needs the script (the phone's scripted Menu
  // button, the laptop bar's section buttons).
  for (const screen of [
    { name: 'a phone', viewport: { width: 375, height: 800 }, scripted: 'Menu', link: 'Volunteer', address: /\/get-involved\/volunteer$/, heading: 'Volunteer with us' },
    { name: 'a laptop', viewport: desktop, scripted: 'Get help', link: 'Support groups', address: /\/get-help\/support-groups$/, heading: 'Community support groups' },
  ]) {
    test(`on ${screen.name}, Menu opens every link without a script, in place, and its links lead there`, async ({ page }) => {
      await page.setViewportSize(screen.viewport);
      await page.goto('/');
      await expect(page.getByRole('button', { name: screen.scripted })).toBeHidden();
      const menu = page.locator('header').getByRole('navigation', { name: 'Main' });
      await expect(menu).toBeHidden();
      const summary = page.locator('header summary', { hasText: 'Menu' });
      const donate = page.locator('header .cs-site-header__donate');
      const places = async () => ({ menu: await summary.boundingBox(), donate: await donate.boundingBox() });
      const closed = await places();
      await summary.click();
      await expect(menu.getByRole('link', { name: 'Get help', exact: true })).toBeVisible();
      // Opened, the links drop below the header: 'Menu' and Donate stay where they were.
      expect(await places()).toEqual(closed);
      await menu.getByRole('link', { name: screen.link }).click();
      await expect(page).toHaveURL(screen.address);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
    });
  }

  // A button that needs the script would be a dead end here: each kind of page, with every block, on both screens.
  for (const [screen, viewport] of [['a phone', { width: 375, height: 800 }], ['a laptop', desktop]] as const) {
    test(`on ${screen}, no page shows a button that does nothing: every one left sends a form`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of [...coveringPaths, '/no/such/page']) {
        await page.goto(path);
        const dead = await page.locator('button').evaluateAll((buttons) =>
          (buttons as HTMLButtonElement[])
            .filter((button) => button.checkVisibility() && !(button.form && button.type === 'submit'))
            .map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim()),
        );
        expect(dead, path).toEqual([]);
      }
    });
  }

  test('a carousel’s slides scroll sideways, each one into view', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/about');
    const carousel = page.getByRole('region', { name: 'Image carousel' });
    const slides = carousel.locator('.cs-carousel__slide img');
    await slides.first().scrollIntoViewIfNeeded();
    await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(2)).not.toBeInViewport();
    // A sideways scroll over the slides (a trackpad, Shift and the wheel) moves them, one snapping into view.
    const box = (await carousel.locator('.cs-carousel__slides').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width, 0);
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(2)).toHaveCSS('opacity', '1');
  });

  test('a video’s picture links to its privacy-minded player, the one the overlay plays', async ({ page }) => {
    await page.goto('/about');
    const play = page.getByRole('link', { name: /^Play video: A night on the crisis line/ });
    await expect(play).toHaveAttribute('href', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1&rel=0$/);
  });

  test('the hub filters, sorts and pages as a plain form: Apply Filters, Sort, page links and Clear Filters', async ({ page, request, baseURL }) => {
    const [location] = await filterCategories(request, baseURL!, ['Location']);
    // The place with the most courses, so that its results may run to more than one page.
    const counts = await Promise.all(location.values.map(async (value) => (await hubFilter(request, baseURL!, { userFilters: [`Location:${value.id}`] })).count));
    const place = location.values[counts.indexOf(Math.max(...counts))].id;
    const filter = [`Location:${place}`];
    await page.goto(HUB);
    const hub = hubOf(page);
    await expectCards(hub, await hubFilter(request, baseURL!));

    await hub.locator('summary', { hasText: 'Location' }).click();
    await hub.getByRole('group', { name: 'Location' }).getByRole('checkbox', { name: place, exact: true }).check();
    await hub.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?filter=Location%3A${encodeURIComponent(place).replace(/%20/g, '\\+')}&sort=a-z#cs-contents-\\d+-hub$`));
    await expectCards(hub, await hubFilter(request, baseURL!, { userFilters: filter }));
    await expect(hub.locator('summary', { hasText: 'Location' })).toContainText('(1)');
    await expect(hub.getByRole('group', { name: 'Location' }).getByRole('checkbox', { name: place, exact: true })).toBeChecked();

    await hub.getByLabel('Sort by').selectOption('z-a');
    await hub.getByRole('button', { name: 'Sort', exact: true }).click();
    const sorted = await hubFilter(request, baseURL!, { userFilters: filter, sortBy: 'z-a' });
    await expectCards(hub, sorted);
    await expect(hub.getByLabel('Sort by')).toHaveValue('z-a');
    if (pageCount(sorted) > 1) {
      await hub.getByRole('link', { name: 'Page 2', exact: true }).click();
      await expectCards(hub, await hubFilter(request, baseURL!, { userFilters: filter, sortBy: 'z-a', pageIndex: 1 }));
      await expect(hub.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    }

    await hub.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\?sort=z-a#/);
    await expectCards(hub, await hubFilter(request, baseURL!, { sortBy: 'z-a' }));
    await expect(hub.locator('summary', { hasText: 'Location' })).not.toContainText('(1)');
  });

  test('a hub filter that finds nothing is named as a link that takes it away', async ({ page, request, baseURL }) => {
    await page.goto(`${HUB}?filter=Location%3ANowhere`);
    const hub = hubOf(page);
    await expect(hub.getByText('We found no results for following filters:')).toBeVisible();
    await hub.getByRole('link', { name: 'Remove Location: Nowhere' }).click();
    await expectCards(hub, await hubFilter(request, baseURL!));
  });

  test('an unknown address answers 404 with the whole page: language, title, site header, its texts and footer', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
    await expect(page).toHaveTitle('This page could not be found');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('accordion items open and close', async ({ page }) => {
    await page.goto('/training');
    const mhfa = page.locator('summary', { hasText: 'Mental Health First Aid - Standard' });
    const mhfaText = page.getByText('until professional help arrives');
    await expect(mhfaText).toBeHidden();
    await mhfa.click();
    await expect(mhfaText).toBeVisible();
    // Its header is still a heading, as with the script.
    await expect(page.getByRole('heading', { level: 2, name: 'Mental Health First Aid - Standard' })).toBeVisible();
    await mhfa.click();
    await expect(mhfaText).toBeHidden();
  });

  test("expandable details open with 'Read more' and close with 'Read less'", async ({ page }) => {
    await page.goto('/training/asist');
    const dayOne = page.locator('.cs-expandable').filter({ hasText: 'Day one: connecting and understanding' });
    const details = dayOne.getByText('We start by talking about our own experiences');
    await expect(details).toBeHidden();
    await dayOne.locator('summary', { hasText: 'Read more' }).click();
    await expect(details).toBeVisible();
    await expect(dayOne.getByText('Read more')).toBeHidden();
    await dayOne.locator('summary', { hasText: 'Read less' }).click();
    await expect(details).toBeHidden();
  });
});

test('the hub’s form before its script arrives, filtered and with a category open, passes the accessibility check', async ({ page, request, baseURL }) => {
  const [location] = await filterCategories(request, baseURL!, ['Location']);
  const place = location.values[0].id;
  // The site's own scripts never arrive; the checker itself is added by the test.
  await page.route('**/_next/static/chunks/**', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
  await page.goto(`${HUB}?${new URLSearchParams([['filter', `Location:${place}`], ['filter', 'Date:Nowhere'], ['sort', 'z-a']])}`);
  const hub = hubOf(page);
  await expect(hub.locator('details[open] summary')).toHaveText([`Location(1)`]);
  await expect(hub.getByRole('link', { name: 'Remove Date: Nowhere' })).toBeVisible();
  await expectNoViolations(page, 'the hub as a form');
  await page.goto(`${HUB}?page=2`);
  await expect(hub.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNoViolations(page, 'the hub as a form, page 2');
});

test('an accordion item opened before the page’s script arrives stays open once it has', async ({ page }) => {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/training', { waitUntil: 'domcontentloaded' });
  await page.locator('summary', { hasText: 'Mental Health First Aid - Standard' }).click();
  await expect(page.getByText('until professional help arrives')).toBeVisible();
  release();
  const mhfa = page.getByRole('button', { name: 'Mental Health First Aid - Standard' });
  await expect(mhfa).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('until professional help arrives')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Applied Suicide Intervention Skills Training (ASIST)' })).toHaveAttribute('aria-expanded', 'false');
  await mhfa.click();
  await expect(page.getByText('until professional help arrives')).toBeHidden();
});

test.describe('the contact form without JavaScript', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
  const box = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
  const send = (page: Page) => form(page).getByRole('button', { name: 'Send enquiry' });

  test('posts to its page, which shows the messages beside their fields with what was typed, then the success; the mail arrives', async ({ browser }) => {
    const page = await newVisitor(browser, desktop, { javaScriptEnabled: false });
    await page.goto('/contact');

    await send(page).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(form(page).getByRole('alert')).toHaveText('Please check the highlighted fields.');
    for (const name of ['First name', 'Email', 'Your message']) {
      await expect(box(page, name), name).toHaveAttribute('aria-invalid', 'true');
      await expect(box(page, name), name).toHaveAccessibleDescription('This field is required');
    }
    await expect(box(page, 'Last name')).not.toHaveAttribute('aria-invalid', 'true');

    const email = visitorEmail('noscript');
    await box(page, 'First name').fill('Robin');
    await box(page, 'Email').fill('not-an-email');
    await form(page).getByRole('checkbox', { name: 'Please reply by phone rather than email' }).check();
    await send(page).click();
    await expect(box(page, 'Email')).toHaveAccessibleDescription('A valid email address is required');
    // Nothing typed is lost.
    await expect(box(page, 'First name')).toHaveValue('Robin');
    await expect(box(page, 'Email')).toHaveValue('not-an-email');
    await expect(form(page).getByRole('checkbox', { name: 'Please reply by phone rather than email' })).toBeChecked();

    const before = Date.now();
    await box(page, 'Email').fill(email);
    await form(page).getByRole('combobox', { name: 'What is your message about?' }).selectOption('Volunteering');
    await box(page, 'Your message').fill('Sent from a browser that runs no scripts.');
    await send(page).click();
    await expect(form(page).getByRole('status')).toHaveText('Thank you, your message has been sent. We reply within two working days.');
    await expect(form(page).getByRole('button', { name: 'Success!' })).toBeVisible();
    await expect(box(page, 'First name')).toHaveValue('');
    const notification = await waitForMail('hello@example.org', before);
    for (const line of ['First name: Robin', `Email: ${email}`, 'What is your message about?: Volunteering', 'Your message: Sent from a browser that runs no scripts.', 'Please reply by phone rather than email: Yes']) {
      expect(notification).toContain(line);
    }
    await page.context().close();
  });

  test('reloading the page that says it was sent, or sending the same again, sends it once', async ({ browser, request }) => {
    const page = await newVisitor(browser, desktop, { javaScriptEnabled: false });
    await page.goto('/contact');
    const email = visitorEmail('noscript-twice');
    await box(page, 'First name').fill('Robin');
    await box(page, 'Email').fill(email);
    await box(page, 'Your message').fill('Sent once, whatever the browser does next.');
    const posted = page.waitForRequest((sent) => sent.method() === 'POST');
    await send(page).click();
    const sent = 'Thank you, your message has been sent. We reply within two working days.';
    await expect(form(page).getByRole('status')).toHaveText(sent);
    const post = await posted;

    // The browser posts the form again when its answer is reloaded (after asking); Send pressed twice does too.
    await page.reload();
    await expect(form(page).getByRole('status')).toHaveText(sent);
    const again = await page.request.fetch(post.url(), { method: 'POST', headers: await post.allHeaders(), data: post.postDataBuffer()! });
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain(sent);

    await signIn(request);
    const answer = await request.get('/api/forms/getSubmissions?domainId=default');
    expect(answer.status()).toBe(200);
    const { formSubmissions } = (await answer.json()) as { formSubmissions: { form: Record<string, unknown> }[] };
    expect(formSubmissions.filter((row) => Object.values(row.form).includes(email))).toHaveLength(1);
    await page.context().close();
  });
});

test('a contact form posted without JavaScript for a form that is not there says so and sends nothing', async ({ browser }) => {
  const page = await newVisitor(browser, desktop, { javaScriptEnabled: false });
  // The hidden input naming the form, changed on the way.
  await page.route('**/contact', (route) =>
    route.request().method() === 'POST' ? route.continue({ postData: route.request().postDataBuffer()!.toString('latin1').replace('contact-form', 'no-such-form') }) : route.continue(),
  );
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Sam');
  const before = Date.now();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('alert')).toHaveText('This form could not be found');
  await expect(form.getByRole('status')).toHaveText('');
  expect(mailArrived('hello@example.org', before)).toBe(false);
  await page.context().close();
});

test('the workshop enquiry without JavaScript: Next checks the first step, Back and Next keep what was typed, Send explains the security check', async ({ browser }) => {
  const page = await newVisitor(browser, desktop, { javaScriptEnabled: false });
  const form = page.getByRole('form', { name: 'Workshop Enquiry Form' });
  const box = (name: string) => form.getByRole('textbox', { name, exact: true });
  const press = (name: string) => form.getByRole('button', { name, exact: true }).click();
  await page.goto('/training/enquiry');
  await expect(form.getByText('Step 1 of 2')).toBeVisible();

  await press('Next');
  await expect(form.getByText('Step 1 of 2')).toBeVisible();
  await expect(box('First name')).toHaveAccessibleDescription('This field is required');
  await expect(box('Email')).toHaveAccessibleDescription('A valid email address is required');

  const email = visitorEmail('noscript-enquiry');
  await form.getByRole('combobox', { name: 'Salutation' }).selectOption('Dr.');
  await box('First name').fill('Robin');
  await box('Last name').fill('Example');
  await box('Email').fill(email);
  await box('Confirm email').fill(email);
  await box('Phone').fill('08 5550 1234');
  // Enter in a field presses Next.
  await box('Mobile').fill('0400 555 123');
  await box('Mobile').press('Enter');
  await expect(form.getByText('Step 2 of 2')).toBeVisible();
  await expect(box('First name')).toHaveCount(0);

  const whoFor = form.getByRole('group', { name: 'Who is the training for?' });
  await whoFor.getByRole('radio', { name: 'Organisation' }).check();
  await form.getByRole('group', { name: /^Which training are you interested in\?/ }).getByRole('checkbox', { name: 'DV-Aware' }).check();
  // Enter on the second step sends (Back comes after Send): the answer asks for the organisation's name.
  await box('Preferred location of training').fill('Port Adelaide');
  await box('Preferred location of training').press('Enter');
  await expect(form.getByText('Step 2 of 2')).toBeVisible();
  await expect(box('Organisation name')).toHaveAccessibleDescription('This field is required');
  await expect(whoFor.getByRole('radio', { name: 'Organisation' })).toBeChecked();
  await expect(box('Preferred location of training')).toHaveValue('Port Adelaide');

  await press('Back');
  await expect(form.getByText('Step 1 of 2')).toBeVisible();
  await expect(box('First name')).toHaveValue('Robin');
  await expect(box('Mobile')).toHaveValue('0400 555 123');
  await expect(form.getByRole('combobox', { name: 'Salutation' })).toHaveValue('Dr.');
  await press('Next');
  await expect(whoFor.getByRole('radio', { name: 'Organisation' })).toBeChecked();
  await box('Organisation name').fill('Harbour Youth Services');
  await press('Send enquiry');
  // This site has a captcha, which cannot run without JavaScript: the enquiry says so, and keeps every value.
  await expect(form.getByRole('alert')).toContainText('The security check needs JavaScript.');
  await expect(box('Organisation name')).toHaveValue('Harbour Youth Services');
  await page.context().close();
});
