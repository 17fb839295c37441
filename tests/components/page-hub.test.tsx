import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { cardTitles, fakeHubApi, HubOnPage, hubData, hubLoaderBox, liveHubArrives, renderLiveHub } from './page-hub-support';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settle = () => act(() => pause(0));
const pageButton = (n: number) => screen.getByRole('button', { name: `Page ${n}` });
const currentPage = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).find((button) => button.getAttribute('aria-current') === 'page')?.textContent;
const openCategory = (name: string) => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
const sidebar = () => screen.getByRole('group', { name: 'Explore By' });
const tick = (category: string, value: string) => fireEvent.click(within(within(sidebar()).getByRole('group', { name: category })).getByRole('checkbox', { name: value }));
const results = () => screen.getByRole('region', { name: 'Results' });

let api: ReturnType<typeof fakeHubApi>;
beforeEach(() => {
  window.history.replaceState(null, '', '/training/courses');
  api = fakeHubApi();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the hub before its code arrives', () => {
  it('is in the server’s HTML: the first 9 cards, numbered page buttons, Explore By and Back to top', () => {
    const html = renderToStaticMarkup(<HubOnPage />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(cardTitles(doc)).toEqual(['Course 01', 'Course 02', 'Course 03', 'Course 04', 'Course 05', 'Course 06', 'Course 07', 'Course 08', 'Course 09']);
    expect(doc.querySelectorAll('a[href^="/training/course-"]')).toHaveLength(9);
    const pages = Array.from(doc.querySelectorAll('nav[aria-label="Pages"] a'));
    expect(pages.map((link) => link.textContent)).toEqual(['1', '2', '3', '4']);
    expect(pages.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null, null, null]);
    // Links without script: the same page with the hub's page in its address, back at the hub's top.
    expect(pages.map((link) => link.getAttribute('href'))).toEqual(['?#cs-contents-0-hub', '?page=2#cs-contents-0-hub', '?page=3#cs-contents-0-hub', '?page=4#cs-contents-0-hub']);
    expect(doc.querySelector('h2')?.textContent).toBe('Explore By');
    const top = doc.getElementById('cs-contents-0-hub');
    expect(top).toBeTruthy();
    expect(Array.from(doc.querySelectorAll('a')).find((link) => link.textContent === 'Back to top')?.getAttribute('href')).toBe('#cs-contents-0-hub');
    expect(html).not.toContain('Set Base Filters');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('is a plain GET form: ticked boxes and the order are sent as the address’s filter and sort', () => {
    const html = renderToStaticMarkup(<HubOnPage query={{ filters: ['Location:Darwin', 'Date:May 2026'], sort: 'z-a', page: 0 }} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const form = doc.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('#cs-contents-0-hub');
    const sent = new URLSearchParams();
    for (const field of Array.from(form!.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name]'))) {
      if (field instanceof HTMLInputElement && !field.checked) continue;
      sent.append(field.name, field.value);
    }
    expect(sent.getAll('filter')).toEqual(['Location:Darwin', 'Date:May 2026']);
    expect(sent.get('sort')).toBe('z-a');
    // Darwin has courses 03, 06, … 30; of those, May 2026 holds 21, 24, 27 and 30: in Z-A order.
    expect(cardTitles(doc)).toEqual(['Course 30', 'Course 27', 'Course 24', 'Course 21']);
    // A category with a ticked value is open; 'All' waits for the script; Apply Filters submits the form.
    const categories = Array.from(doc.querySelectorAll('details'));
    expect(categories.map((details) => [details.querySelector('summary')?.textContent, details.open])).toEqual([
      ['Location(1)', true],
      ['Date(1)', true],
    ]);
    expect(doc.body.textContent).not.toContain('All');
    expect(Array.from(doc.querySelectorAll('button[type="submit"]')).map((button) => button.textContent)).toContain('Apply Filters');
    expect(Array.from(doc.querySelectorAll('a')).find((link) => link.textContent === 'Clear Filters')?.getAttribute('href')).toBe('?sort=z-a#cs-contents-0-hub');
  });

  it('links each page of a filtered hub with its filters, and each chip of an empty result to the address without it', () => {
    const filtered = new DOMParser().parseFromString(renderToStaticMarkup(<HubOnPage query={{ filters: ['Location:Adelaide'], page: 1 }} />), 'text/html');
    const pages = Array.from(filtered.querySelectorAll('nav[aria-label="Pages"] a'));
    expect(pages.map((link) => [link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['?filter=Location%3AAdelaide#cs-contents-0-hub', null],
      ['?filter=Location%3AAdelaide&page=2#cs-contents-0-hub', 'page'],
    ]);
    expect(cardTitles(filtered)).toEqual(['Course 28']);

    const empty = new DOMParser().parseFromString(renderToStaticMarkup(<HubOnPage query={{ filters: ['Location:Hobart', 'Date:May 2026'] }} />), 'text/html');
    expect(empty.body.textContent).toContain('We found no results for following filters:');
    const chips = Array.from(empty.querySelectorAll('a[aria-label^="Remove"]'));
    expect(chips.map((chip) => [chip.getAttribute('aria-label'), chip.getAttribute('href')])).toEqual([
      ['Remove Location: Hobart', '?filter=Date%3AMay+2026#cs-contents-0-hub'],
      ['Remove Date: May 2026', '?filter=Location%3AHobart#cs-contents-0-hub'],
    ]);
  });

  it('has no cards or page buttons when nothing was loaded for it, and names no filters it has not got', () => {
    const html = renderToStaticMarkup(<HubOnPage preloaded={false} data={hubData({ sideFiltersToShow: [] })} />);
    expect(html).not.toContain('Explore By');
    expect(html).not.toContain('Page 1');
    expect(html).toContain('aria-busy="true"');
  });
});

describe('the live hub', () => {
  it('takes over without asking again for the page the server loaded', async () => {
    await renderLiveHub();
    await settle();
    expect(cardTitles()).toHaveLength(9);
    expect(currentPage()).toBe('1');
    expect(api.requests).toEqual([]);
  });

  it('takes over a filtered address the server rendered without asking again, ticks and chips as the address says', async () => {
    window.history.replaceState(null, '', '/training/courses?filter=Location%3ADarwin&page=2');
    await renderLiveHub({ query: { filters: ['Location:Darwin'], page: 1 } });
    await settle();
    expect(cardTitles()).toEqual(['Course 30']);
    expect(currentPage()).toBe('2');
    expect(within(sidebar()).getByText('(1 filter applied)')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('opens one category at a time; ticks, All and the applied-filters note follow SPEC §4', async () => {
    await renderLiveHub();
    openCategory('Location');
    expect(screen.getByRole('button', { name: /^Location/ }).getAttribute('aria-expanded')).toBe('true');
    tick('Location', 'Adelaide');
    expect(within(sidebar()).getByText('(1 filter applied)')).toBeTruthy();
    tick('Location', 'Darwin');
    expect(within(sidebar()).getByText('(2) filters applied')).toBeTruthy();
    tick('Location', 'Adelaide');
    expect(within(sidebar()).getByText('(1 filter applied)')).toBeTruthy();

    tick('Location', 'All');
    const location = within(sidebar()).getByRole('group', { name: 'Location' });
    for (const name of ['Adelaide', 'Brisbane', 'Darwin', 'Hobart', 'All']) expect((within(location).getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(true);
    expect(within(sidebar()).getByText('(4) filters applied')).toBeTruthy();
    tick('Location', 'All');
    for (const name of ['Adelaide', 'Brisbane', 'Darwin', 'Hobart', 'All']) expect((within(location).getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(false);
    expect(within(sidebar()).queryByText(/filters? applied/)).toBeNull();

    openCategory('Date');
    expect(screen.getByRole('button', { name: /^Date/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /^Location/ }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(within(sidebar()).getByRole('checkbox', { name: 'March 2026' }), { key: 'Escape' });
    expect(screen.getByRole('button', { name: /^Date/ }).getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Date/ }));
  });

  it('waits 500 ms after the last tick and then asks once, from page one, with the block’s base filters and sort', async () => {
    await renderLiveHub();
    fireEvent.click(pageButton(2));
    await waitFor(() => expect(currentPage()).toBe('2'));
    openCategory('Location');
    tick('Location', 'Adelaide');
    await pause(200);
    tick('Location', 'Brisbane');
    await pause(200);
    tick('Location', 'Darwin');
    await pause(300);
    expect(api.requests).toHaveLength(1);
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests[1]).toEqual({ domainId: 'default', pageIndex: 0, hubFilters: ['Card Type:Course'], userFilters: ['Location:Adelaide', 'Location:Brisbane', 'Location:Darwin'], sortBy: 'a-z' });
    await pause(600);
    expect(api.requests).toHaveLength(2);
    expect(currentPage()).toBe('1');
  });

  it('shows the cards of the filters chosen, with page buttons for their count, and announces it', async () => {
    await renderLiveHub();
    openCategory('Location');
    tick('Location', 'Adelaide');
    await waitFor(() => expect(cardTitles()).toEqual(['Course 01', 'Course 04', 'Course 07', 'Course 10', 'Course 13', 'Course 16', 'Course 19', 'Course 22', 'Course 25']));
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(['1', '2']);
    expect(screen.getByText('10 results, page 1 of 2').getAttribute('aria-live')).toBe('polite');
    fireEvent.click(pageButton(2));
    expect(results().getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(cardTitles()).toEqual(['Course 28']));
    expect(results().getAttribute('aria-busy')).toBe('false');
    expect(api.requests.at(-1)).toMatchObject({ pageIndex: 1, userFilters: ['Location:Adelaide'] });
    expect(screen.getByText('10 results, page 2 of 2')).toBeTruthy();
    // The new page starts at the results.
    expect(document.activeElement).toBe(results());
  });

  it('goes back to page one when the sort order changes', async () => {
    await renderLiveHub();
    fireEvent.click(pageButton(3));
    await waitFor(() => expect(cardTitles()[0]).toBe('Course 19'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'z-a' } });
    await waitFor(() => expect(cardTitles()[0]).toBe('Course 30'));
    expect(api.requests.at(-1)).toMatchObject({ pageIndex: 0, sortBy: 'z-a', userFilters: [] });
    expect(currentPage()).toBe('1');
    expect(Array.from((screen.getByLabelText('Sort by') as HTMLSelectElement).options, (option) => option.text)).toEqual([
      'Newest to Oldest',
      'Oldest to Newest',
      'Name A-Z',
      'Name Z-A',
    ]);
  });

  it('keeps filters, sort and page in the address; back and forward restore them', async () => {
    await renderLiveHub();
    openCategory('Location');
    tick('Location', 'Brisbane');
    await waitFor(() => expect(window.location.search).toBe('?filter=Location%3ABrisbane'));
    await waitFor(() => expect(cardTitles()[0]).toBe('Course 02'));
    fireEvent.click(pageButton(2));
    await waitFor(() => expect(window.location.search).toBe('?filter=Location%3ABrisbane&page=2'));
    await waitFor(() => expect(cardTitles()).toEqual(['Course 29']));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'desc' } });
    await waitFor(() => expect(window.location.search).toBe('?filter=Location%3ABrisbane&sort=desc'));

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?filter=Location%3ABrisbane&page=2'));
    await waitFor(() => expect(cardTitles()).toEqual(['Course 29']));
    expect(currentPage()).toBe('2');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('a-z');

    act(() => window.history.go(-2));
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(cardTitles()[0]).toBe('Course 01'));
    expect((within(sidebar()).getByRole('checkbox', { name: 'Brisbane', hidden: true }) as HTMLInputElement).checked).toBe(false);
    expect(within(sidebar()).queryByText(/filters? applied/)).toBeNull();

    act(() => window.history.forward());
    await waitFor(() => expect(cardTitles()[0]).toBe('Course 02'));
    expect((within(sidebar()).getByRole('checkbox', { name: 'Brisbane', hidden: true }) as HTMLInputElement).checked).toBe(true);
    expect(within(sidebar()).getByText('(1 filter applied)')).toBeTruthy();
  });

  it('opens a shared address in the state it names, keeping other parameters', async () => {
    window.history.replaceState(null, '', '/training/courses?utm=mail&filter=Location%3ADarwin&filter=Nowhere%3AX&sort=z-a&page=2');
    await renderLiveHub();
    await waitFor(() => expect(cardTitles()).toEqual(['Course 03']));
    expect(api.requests).toEqual([{ domainId: 'default', pageIndex: 1, hubFilters: ['Card Type:Course'], userFilters: ['Location:Darwin'], sortBy: 'z-a' }]);
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('z-a');
    expect(currentPage()).toBe('2');
    expect((within(sidebar()).getByRole('checkbox', { name: 'Darwin', hidden: true }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(pageButton(1));
    await waitFor(() => expect(window.location.search).toBe('?utm=mail&filter=Location%3ADarwin&sort=z-a'));
  });

  it('names the filters that found nothing, each removable', async () => {
    await renderLiveHub();
    openCategory('Location');
    tick('Location', 'Hobart');
    openCategory('Date');
    tick('Date', 'May 2026');
    await waitFor(() => expect(screen.getByText('We found no results for following filters:')).toBeTruthy());
    expect(cardTitles()).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.getByText('No results')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Location: Hobart' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(9));
    expect(api.requests.at(-1)?.userFilters).toEqual(['Date:May 2026']);
    expect(screen.queryByText('We found no results for following filters:')).toBeNull();
    expect((within(sidebar()).getByRole('checkbox', { name: 'Hobart', hidden: true }) as HTMLInputElement).checked).toBe(false);
  });

  it('clears every filter with Clear Filters', async () => {
    await renderLiveHub();
    openCategory('Location');
    tick('Location', 'Darwin');
    await waitFor(() => expect(cardTitles()[0]).toBe('Course 03'));
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(cardTitles()[0]).toBe('Course 01'));
    expect(window.location.search).toBe('');
    expect(within(sidebar()).queryByText(/filters? applied/)).toBeNull();
  });

  it('Back to top returns to the hub’s own top without adding to the address', async () => {
    await renderLiveHub();
    fireEvent.click(screen.getByRole('link', { name: 'Back to top' }));
    expect(document.activeElement?.id).toBe('cs-contents-0-hub');
    expect(window.location.hash).toBe('');
  });
});

describe('a visitor who reaches for the hub before its code has arrived', () => {
  // The server's rendering, on a page whose hub code has not been asked for yet.
  const serverHub = () => {
    render(<HubOnPage />);
    return hubLoaderBox();
  };
  const serverBox = (name: string) => within(sidebar()).getByRole('checkbox', { name, hidden: true }) as HTMLInputElement;
  const isLive = () => document.querySelector('[data-live="true"]') !== null;

  it('fetches nothing while a visitor only reads the cards, and the code once they point at the hub', async () => {
    const box = serverHub();
    await settle();
    expect(isLive()).toBe(false);
    fireEvent.pointerEnter(box);
    await liveHubArrives();
    expect(isLive()).toBe(true);
    expect(api.requests).toEqual([]);
  });

  it('keeps the boxes ticked meanwhile, and applies them after the usual pause', async () => {
    const box = serverHub();
    fireEvent.pointerEnter(box);
    fireEvent.click(screen.getByText('Location', { selector: 'summary span' }));
    fireEvent.click(serverBox('Darwin'));
    await liveHubArrives();
    expect(isLive()).toBe(true);
    expect(serverBox('Darwin').checked).toBe(true);
    // The category opened meanwhile is the one open now.
    expect(screen.getByRole('button', { name: /^Location/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /^Date/ }).getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(cardTitles()[0]).toBe('Course 03'));
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ pageIndex: 0, userFilters: ['Location:Darwin'], sortBy: 'a-z' });
    expect(window.location.search).toBe('?filter=Location%3ADarwin');
  });

  it('carries out Apply Filters pressed meanwhile, without leaving the page', async () => {
    const box = serverHub();
    fireEvent.click(serverBox('Brisbane'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'z-a' } });
    const apply = screen.getByRole('button', { name: 'Apply Filters' });
    fireEvent.pointerEnter(box);
    const held: boolean[] = [];
    const onSubmit = (event: Event) => held.push(event.defaultPrevented);
    document.addEventListener('submit', onSubmit);
    fireEvent.click(apply);
    document.removeEventListener('submit', onSubmit);
    // The browser's GET is held back for the live hub to carry out.
    expect(held).toEqual([true]);
    await liveHubArrives();
    await waitFor(() => expect(cardTitles()[0]).toBe('Course 29'));
    expect(api.requests).toEqual([{ domainId: 'default', pageIndex: 0, hubFilters: ['Card Type:Course'], userFilters: ['Location:Brisbane'], sortBy: 'z-a' }]);
    expect(window.location.search).toBe('?filter=Location%3ABrisbane&sort=z-a');
  });

  it('goes to the page whose link was pressed meanwhile', async () => {
    const box = serverHub();
    fireEvent.pointerEnter(box);
    const link = screen.getByRole('link', { name: 'Page 3' });
    expect(fireEvent.click(link)).toBe(false);
    await liveHubArrives();
    await waitFor(() => expect(currentPage()).toBe('3'));
    expect(cardTitles()[0]).toBe('Course 19');
    expect(window.location.search).toBe('?page=3');
    expect(api.requests).toEqual([{ domainId: 'default', pageIndex: 2, hubFilters: ['Card Type:Course'], userFilters: [], sortBy: 'a-z' }]);
  });

  it('opens the phone’s filter panel when Filter was pressed meanwhile, with the boxes ticked', async () => {
    const box = serverHub();
    fireEvent.click(serverBox('Adelaide'));
    fireEvent.touchStart(box);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Filter' }))).toBe(false);
    await liveHubArrives();
    const dialog = await screen.findByRole('dialog', { name: 'Explore By' });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Location/ }));
    expect((within(dialog).getByRole('checkbox', { name: 'Adelaide' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filter' }));
  });

  it('leaves a card’s link and Back to top to the browser', async () => {
    const box = serverHub();
    fireEvent.pointerEnter(box);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Back to top' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Course 01' }))).toBe(true);
    await liveHubArrives();
    expect(api.requests).toEqual([]);
  });
});

describe('the phone’s filter panel', () => {
  it('is a modal dialog that applies only on Apply Filters, and returns focus to Filter', async () => {
    await renderLiveHub();
    const filter = screen.getByRole('button', { name: 'Filter' });
    fireEvent.click(filter);
    const dialog = screen.getByRole('dialog', { name: 'Explore By' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Location/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Date/ }));
    // Several categories may be open at once in the panel.
    expect(within(dialog).getByRole('button', { name: /^Location/ }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Adelaide' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'April 2026' }));
    expect(within(dialog).getByText('(2) filters applied')).toBeTruthy();
    await pause(600);
    expect(api.requests).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(filter);
    await waitFor(() => expect(cardTitles()).toEqual(['Course 13', 'Course 16', 'Course 19']));
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0].userFilters).toEqual(['Location:Adelaide', 'Date:April 2026']);
    expect(screen.getAllByText('(2) filters applied').length).toBeGreaterThan(0);

    fireEvent.click(filter);
    const again = screen.getByRole('dialog', { name: 'Explore By' });
    fireEvent.click(within(again).getByRole('button', { name: 'Clear Filters' }));
    expect(within(again).queryByText(/filters? applied/)).toBeNull();
    fireEvent.keyDown(within(again).getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await pause(600);
    // Escape leaves without applying.
    expect(api.requests).toHaveLength(1);
    fireEvent.click(filter);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Explore By' })).getByRole('button', { name: 'Clear Filters' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Explore By' })).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(cardTitles()[0]).toBe('Course 01'));
    expect(window.location.search).toBe('');
  });

  it('keeps Tab inside and makes the page behind inert', async () => {
    await renderLiveHub();
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = screen.getByRole('dialog', { name: 'Explore By' });
    const apply = within(dialog).getByRole('button', { name: 'Apply Filters' });
    apply.focus();
    fireEvent.keyDown(apply, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    const behind = Array.from(document.body.children).filter((element) => element !== dialog);
    expect(behind.length).toBeGreaterThan(0);
    expect(behind.every((element) => element.hasAttribute('inert'))).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(behind.some((element) => element.hasAttribute('inert'))).toBe(false);
  });
});
