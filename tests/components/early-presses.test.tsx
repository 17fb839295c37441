// vitest-isolate: the script under test listens on this file's window and leaves a function there.
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { carryOutEarlyPresses, keepEarlyPressesScript } from '@/components/layout/early-presses';

/** What a visitor sees before the page's code has arrived: the server's HTML, with the parse-time script run. */
function serverPage(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  new Function(keepEarlyPressesScript)();
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
    act(() => carryOutEarlyPresses());
    // Twice on a button that seemed dead means open it, not open and close it.
    expect(button('Menu').getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('output')?.textContent).toBe('Text size 2');

    // From then on React alone answers each press.
    act(() => button('Larger text').click());
    expect(container.querySelector('output')?.textContent).toBe('Text size 3');
  });

  it('is left to React once React runs the button, even if nothing ever carries out the kept presses', async () => {
    const container = serverPage(renderToString(<Toggles />));
    await act(async () => {
      root = hydrateRoot(container, <Toggles />);
    });
    // The frame that would carry them out never ran (an error view in its place): presses must still work.
    act(() => button('Larger text').click());
    expect(container.querySelector('output')?.textContent).toBe('Text size 2');
    expect(window.__csEarlyPresses?.()).toEqual([]);
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
    carryOutEarlyPresses();
    expect(seen).toEqual(['Search', 'Help', 'More', 'Clear']);
  });

  it('is dropped when its button is gone or disabled by the time the code runs', () => {
    const container = serverPage('<button type="button">Gone</button><button type="button">Off</button><button type="button">Kept</button>');
    const seen: string[] = [];
    container.addEventListener('click', (event) => seen.push((event.target as Element).textContent ?? ''));
    for (const name of ['Gone', 'Off', 'Kept']) button(name).click();
    button('Gone').remove();
    button('Off').disabled = true;
    carryOutEarlyPresses();
    expect(seen).toEqual(['Kept']);
    // Carried out once only: a second call finds nothing kept.
    carryOutEarlyPresses();
    expect(seen).toEqual(['Kept']);
  });
});
