// vitest-isolate: the script under test listens on this file's window and leaves a function there.
import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { carryOutEarlyPresses, carryOutKeptPresses, keepEarlyPressesScript } from '@/components/layout/early-presses';
import { preloadWhereRendered, whereRendered } from '@/components/ui/where-rendered';

/**
 * What a visitor sees before the page's code has arrived: the server's HTML, with the parse-time script run as the
 * browser runs it, from inside the site's root (its `document.currentScript`).
 */
function serverPage(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const script = document.createElement('script');
  container.prepend(script);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  new Function(keepEarlyPressesScript)();
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
  script.remove();
  return container;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  window.__csEarlyPresses?.();
  document.body.replaceChildren();
});

function Toggles() {
  const [menu, setMenu] = useState(false);
  const [size, setSize] = useState(1);
  return (
    <>
      <button type="button" aria-expanded={menu} onClick={() => setMenu((open) => !open)}>
        Menu
      </button>
      <button type="button" onClick={() => setSize((level) => level + 1)}>
        Larger text
      </button>
      <output>{`Text size ${size}`}</output>
    </>
  );
}

const button = (name: string) => [...document.querySelectorAll('button')].find((found) => found.textContent === name)!;

describe('a press before the page has hydrated', () => {
  it('is carried out once React has hydrated the page, once however often it was pressed', async () => {
    const container = serverPage(renderToString(<Toggles />));
    // Pressed before the code arrived: nothing happens yet, and nothing is lost.
    button('Menu').click();
    button('Menu').click();
    button('Larger text').click();
    expect(button('Menu').getAttribute('aria-expanded')).toBe('false');

    await act(async () => {
      root = hydrateRoot(container, <Toggles />);
    });
    expect(button('Menu').getAttribute('aria-expanded')).toBe('false');
    act(() => carryOutKeptPresses());
    // Twice on a button that seemed dead means open it, not open and close it.
    expect(button('Menu').getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('output')?.textContent).toBe('Text size 2');

    // From then on React alone answers each press.
    act(() => button('Larger text').click());
    expect(container.querySelector('output')?.textContent).toBe('Text size 3');
  });

  it('is kept while React has taken the button over but not yet finished, and carried out once it has', async () => {
    const container = serverPage(renderToString(<Toggles />));
    await act(async () => {
      root = hydrateRoot(container, <Toggles />);
    });
    // React has the button, but until the page's root runs its effect the press is kept, not handed to React
    // (which drops a press on a part it has not committed yet).
    button('Larger text').click();
    expect(container.querySelector('output')?.textContent).toBe('Text size 1');
    act(() => carryOutKeptPresses());
    expect(container.querySelector('output')?.textContent).toBe('Text size 2');
  });

  it('goes straight through on a button outside the page the server sent (a view rendered afresh in its place)', () => {
    serverPage('<button type="button">Kept</button>');
    const fresh = document.createElement('button');
    fresh.type = 'button';
    fresh.textContent = 'Try again';
    document.body.append(fresh);
    const seen: string[] = [];
    document.body.addEventListener('click', (event) => seen.push((event.target as Element).textContent ?? ''));
    fresh.click();
    button('Kept').click();
    expect(seen).toEqual(['Try again']);
  });

  it('leaves to the browser what works without script: a form’s submit button, a link, a disclosure', () => {
    const container = serverPage(
      '<form><input name="q" value="x"><button>Search</button><button type="button">Clear</button></form><a href="#help">Help</a><details><summary>More</summary></details>',
    );
    const seen: string[] = [];
    container.addEventListener('click', (event) => seen.push((event.target as Element).textContent ?? ''));
    container.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    button('Search').click();
    container.querySelector('a')!.click();
    container.querySelector('summary')!.click();
    button('Clear').click();
    expect(seen).toEqual(['Search', 'Help', 'More']);
    expect(container.querySelector('details')!.open).toBe(true);
    // The scripted one was kept, and reaches the page's code once it runs.
    carryOutKeptPresses();
    expect(seen).toEqual(['Search', 'Help', 'More', 'Clear']);
  });

  it('is kept on a link that stands in for a scripted button until the script arrives, without following it', () => {
    const container = serverPage('<a href="#player" data-early-press="">Play video</a><a href="#help">Help</a>');
    const seen: string[] = [];
    container.addEventListener('click', (event) => seen.push(`${(event.target as Element).textContent} ${event.defaultPrevented ? 'held' : 'followed'}`));
    container.querySelector<HTMLAnchorElement>('[data-early-press]')!.click();
    container.querySelector<HTMLAnchorElement>('[href="#help"]')!.click();
    expect(seen).toEqual(['Help followed']);
    carryOutKeptPresses();
    expect(seen).toEqual(['Help followed', 'Play video followed']);
  });

  it('is dropped when its button is gone or disabled by the time the code runs', () => {
    const container = serverPage('<button type="button">Gone</button><button type="button">Off</button><button type="button">Kept</button>');
    const seen: string[] = [];
    container.addEventListener('click', (event) => seen.push((event.target as Element).textContent ?? ''));
    for (const name of ['Gone', 'Off', 'Kept']) button(name).click();
    button('Gone').remove();
    button('Off').disabled = true;
    carryOutKeptPresses();
    expect(seen).toEqual(['Kept']);
    // Carried out once only: a second call finds nothing kept.
    carryOutKeptPresses();
    expect(seen).toEqual(['Kept']);
  });

  it('is carried out by the site’s root once the page has loaded and the browser has gone quiet, not before', async () => {
    const container = serverPage('<button type="button">Menu</button>');
    const seen: string[] = [];
    container.addEventListener('click', (event) => seen.push((event.target as Element).textContent ?? ''));
    button('Menu').click();
    const cancel = carryOutEarlyPresses();
    expect(seen).toEqual([]);
    await waitFor(() => expect(seen).toEqual(['Menu']));
    cancel();
  });

  it('waits for the code of a part of the page that is still on its way (its part is not hydrated before)', async () => {
    let arrive!: (component: () => null) => void;
    whereRendered('StillArriving', () => new Promise<() => null>((resolve) => (arrive = resolve)));
    void preloadWhereRendered();
    const container = serverPage('<button type="button">Play</button>');
    const seen: string[] = [];
    container.addEventListener('click', (event) => seen.push((event.target as Element).textContent ?? ''));
    button('Play').click();
    const cancel = carryOutEarlyPresses();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(seen).toEqual([]);
    arrive(() => null);
    await waitFor(() => expect(seen).toEqual(['Play']));
    cancel();
  });

  it('is not carried out once the root has gone before the browser went quiet', async () => {
    const container = serverPage('<button type="button">Menu</button>');
    const seen: string[] = [];
    container.addEventListener('click', (event) => seen.push((event.target as Element).textContent ?? ''));
    button('Menu').click();
    carryOutEarlyPresses()();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([]);
  });
});
