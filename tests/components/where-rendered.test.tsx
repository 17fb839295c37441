// vitest-isolate: the page is scanned for parts once per window (module state of where-rendered.tsx).
import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { PARTS_ATTRIBUTE, partsArrived, whereRendered } from '@/components/ui/where-rendered';

/** A part whose code arrives when the test says so; `asked` counts the times its code was asked for. */
function heldPart(name: string, text: string, options?: { namedByPage?: boolean }) {
  const part = { asked: 0, arrive: () => {} };
  const arrived = new Promise<() => string>((resolve) => (part.arrive = () => resolve(() => text)));
  const Component = whereRendered(
    name,
    () => {
      part.asked += 1;
      return arrived;
    },
    options,
  );
  return Object.assign(part, { Component });
}

describe('the parts of a page', () => {
  it('are all asked for as soon as the first one is reached, not one after the other; a part the page does not name is not', async () => {
    const first = heldPart('FirstPart', 'first part');
    const second = heldPart('SecondPart', 'second part');
    const elsewhere = heldPart('ElsewherePart', 'a part of another page');
    const editorOnly = heldPart('EditorOnlyPart', 'a part only the editor renders', { namedByPage: false });
    // The server's page: blocks, each naming the parts it renders (RenderContents).
    document.body.innerHTML = `<div ${PARTS_ATTRIBUTE}="FirstPart"></div><div ${PARTS_ATTRIBUTE}="SecondPart FirstPart EditorOnlyPart"></div><div id="root"></div>`;

    // React reaches the first part only: without the names, the second would wait for the first part's code.
    const root = createRoot(document.getElementById('root')!);
    act(() =>
      root.render(
        <Suspense fallback="waiting">
          <first.Component />
        </Suspense>,
      ),
    );
    expect(first.asked).toBeGreaterThan(0);
    expect(second.asked).toBe(1);
    expect(elsewhere.asked).toBe(0);
    expect(editorOnly.asked).toBe(0);

    // Both are on their way until their code arrives.
    let settled = false;
    void partsArrived().then(() => (settled = true));
    await act(async () => first.arrive());
    expect(settled).toBe(false);
    await act(async () => second.arrive());
    await expect.poll(() => settled).toBe(true);
    expect(document.getElementById('root')!.textContent).toBe('first part');

    // Rendered later, the second part shows at once: its code is there, and nothing asks for it again.
    act(() => root.render(<second.Component />));
    expect(document.getElementById('root')!.textContent).toBe('second part');
    expect(second.asked).toBe(1);
    act(() => root.unmount());
  });
});
