// The event list on /events, as a visitor meets it on a phone and on a desktop screen. The test server has no
// ticketing account, so the list shows the labelled sample events (lib/integrations/humanitix/sample-events.ts).
import { test, expect, type Page } from './fixtures';
import { isLocal, expectNoViolations } from './support';


/** The sample events in start order: name, local start time in Adelaide, address. */
const samples = [
  ['Mental Health First Aid - Standard', '9:00 am', 'Tidewell Training Room, Level 2, 10 Example Street, Adelaide SA 5000'],
  ['Community conversation: Sleep, stress and the long nights', '6:30 pm', 'Port Adelaide Library, 2 Sample Street, Port Adelaide SA 5015'],
  ['Applied Suicide Intervention Skills Training (ASIST)', '8:30 am', 'Tidewell Training Room, Level 2, 10 Example Street, Adelaide SA 5000'],
  ['Accidental Counsellor', '9:30 am', 'Mount Barker Community Centre, 5 Example Road, Mount Barker SA 5251'],
  ['Volunteer information session', '5:30 pm', 'Online'],
  ['Suicide Protect', '10:00 am', 'Tidewell Training Room, Level 2, 10 Example Street, Adelaide SA 5000'],
] as const;

/** 'do MMMM yyyy' and 'EEEE h:mm aaa' of an instant in Adelaide, worked out here independently of the site's code. */
function adelaideTexts(iso: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Adelaide', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true,
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const day = Number(parts.day);
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  return { date: `${day}${suffix} ${parts.month} ${parts.year}`, time: `${parts.weekday} ${parts.hour}:${parts.minute} ${parts.dayPeriod.toLowerCase()}` };
}

const eventList = (page: Page) => page.locator('.cs-component .cs-event-list');

test.beforeEach(async ({ page }) => {
  // Nothing leaves this machine: the booking pages that open in a new tab get a stand-in page.
  await page.context().route((url) => !isLocal(url), (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Booking</title>' }));
});

for (const viewport of [{ width: 375, height: 800 }, { width: 1280, height: 900 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shows a spinner, then the upcoming events in start order with their dates, times and addresses', async ({ page }) => {
      // Holds the list's request until the spinner has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const requests: unknown[] = [];
      await page.route('**/api/humanitix/list', async (route) => {
        requests.push(route.request().postDataJSON());
        await held;
        await route.continue();
      });
      await page.goto('/events');
      const list = eventList(page);
      await list.scrollIntoViewIfNeeded();
      await expect(list.getByRole('status')).toHaveText('Loading events');
      release();

      const items = list.getByRole('listitem');
      await expect(items).toHaveCount(samples.length);
      await expect(list.getByRole('status')).toHaveCount(0);
      expect(requests).toEqual([{ filter: '' }]);
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(samples.map(([name]) => name));

      const starts: number[] = [];
      for (const [index, [name, clock, address]] of samples.entries()) {
        const item = items.nth(index);
        const when = item.locator('time');
        const iso = (await when.getAttribute('datetime'))!;
        starts.push(Date.parse(iso));
        const { date, time } = adelaideTexts(iso);
        await expect(when, name).toHaveText(`${date} ${time}`);
        expect(time.endsWith(clock), `${name} starts at ${clock}`).toBe(true);
        await expect(item.getByText(date, { exact: true })).toBeVisible();
        await expect(item.getByText(time, { exact: true })).toBeVisible();
        await expect(item.getByText(address, { exact: true })).toBeVisible();
        await expect(item.getByText('Sample event', { exact: true })).toBeVisible();
      }
      expect(starts.every((start) => start > Date.now())).toBe(true);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));

      const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });

    test("each 'Book Now' opens the event's booking page in a new tab", async ({ page }) => {
      await page.goto('/events');
      const list = eventList(page);
      await list.scrollIntoViewIfNeeded();
      const books = list.getByRole('link', { name: /^Book Now/ });
      await expect(books).toHaveCount(samples.length);
      for (const [index, [name]] of samples.entries()) {
        const book = books.nth(index);
        await expect(book).toHaveAccessibleName(`Book Now: ${name} (opens in a new tab)`);
        await expect(book).toHaveText(/^Book Now/);
        await expect(book).toHaveAttribute('target', '_blank');
        await expect(book).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
        await expect(book).toHaveAttribute('href', /^https:\/\//);
      }
      const first = books.first();
      const href = await first.getAttribute('href');
      const [popup] = await Promise.all([page.waitForEvent('popup'), first.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(href);
      // The events page stays where it was.
      expect(new URL(page.url()).pathname).toBe('/events');
      await popup.close();
    });

    test('the events page with its events loaded has zero axe violations', async ({ page }) => {
      await page.goto('/events');
      const list = eventList(page);
      await list.scrollIntoViewIfNeeded();
      await expect(list.getByRole('listitem')).toHaveCount(samples.length);
      await expectNoViolations(page, 'events page with its events');
    });
  });
}
