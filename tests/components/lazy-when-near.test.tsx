import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyWhenNear } from '@/components/blocks/shared/lazy-when-near';
import { LiveFormLoader } from '@/components/blocks/shared/live-form-loader';
import { GOES_ON, type LiveStart } from '@/components/blocks/shared/live-start';

function Greeting({ name }: { name: string }) {
  return <p>Loaded for {name}</p>;
}
const load = () => Promise.resolve(Greeting);

/** An IntersectionObserver whose element comes into view when the test says so. */
function installObserver() {
  const observers: { callback: IntersectionObserverCallback }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(public callback: IntersectionObserverCallback) {
        observers.push(this);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => act(() => observers.forEach((o) => o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)));
}

describe('LazyWhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what the server rendered until the block comes near the screen, then the loaded component', async () => {
    const comeIntoView = installObserver();
    const spy = vi.fn(load);
    render(
      <LazyWhenNear load={spy} props={{ name: 'Sam' }}>
        <p>Server version</p>
      </LazyWhenNear>,
    );
    expect(screen.getByText('Server version')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
    comeIntoView();
    expect(await screen.findByText('Loaded for Sam')).toBeTruthy();
    expect(screen.queryByText('Server version')).toBeNull();
  });

  it('loads at once when the visitor points at or focuses it first', async () => {
    installObserver();
    const { container } = render(
      <LazyWhenNear load={load} props={{ name: 'Priya' }}>
        <button type="button">Server version</button>
      </LazyWhenNear>,
    );
    fireEvent.focus(screen.getByRole('button'));
    expect(await screen.findByText('Loaded for Priya')).toBeTruthy();
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });

  it('keeps the server version when the download fails', async () => {
    render(
      <LazyWhenNear load={() => Promise.reject(new Error('offline'))} props={{ name: 'Sam' }}>
        <p>Server version</p>
      </LazyWhenNear>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Server version')).toBeTruthy();
  });
});

describe('LiveFormLoader', () => {
  afterEach(() => vi.unstubAllGlobals());

  function Live({ greeting, start }: { greeting: string; start: LiveStart }) {
    return (
      <p>
        {greeting}: {JSON.stringify(start)}
      </p>
    );
  }
  const loadLive = () => Promise.resolve(Live);
  const serverForm = (
    <form>
      <label htmlFor="name">Name</label>
      <input id="name" name="name" />
      <button type="button" {...{ [GOES_ON]: '' }}>
        Next
      </button>
    </form>
  );

  it('hands the live form what was typed, where the visitor was and a press of Next made before it arrived', async () => {
    installObserver();
    render(
      <LiveFormLoader load={loadLive} props={{ greeting: 'Live' }}>
        {serverForm}
      </LiveFormLoader>,
    );
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Sam' } });
    name.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const live = await screen.findByText(/^Live:/);
    expect(JSON.parse(live.textContent!.replace(/^Live: /, ''))).toEqual({ values: { name: ['Sam'] }, focusId: 'name', engaged: true, submit: true });
  });

  it('fetches nothing while the form only comes into view: a visitor who only reads never downloads it', async () => {
    const comeIntoView = installObserver();
    const load = vi.fn(loadLive);
    render(
      <LiveFormLoader load={load} props={{ greeting: 'Live' }}>
        {serverForm}
      </LiveFormLoader>,
    );
    comeIntoView();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByLabelText('Name'));
    expect(await screen.findByText(/^Live:/)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends the server’s form as it is when the live form cannot be fetched, with the button pressed', async () => {
    render(
      <LiveFormLoader load={() => Promise.reject(new Error('offline'))} props={{ greeting: 'Live' }}>
        <form>
          <label htmlFor="email">Email</label>
          <input id="email" name="email" />
          <button type="submit" name="step" value="next">
            Next
          </button>
        </form>
      </LiveFormLoader>,
    );
    const submits: { held: boolean; by: string | null }[] = [];
    const onSubmit = (event: Event) => submits.push({ held: event.defaultPrevented, by: (event as SubmitEvent).submitter?.getAttribute('value') ?? null });
    document.addEventListener('submit', onSubmit);
    try {
      fireEvent.focus(screen.getByLabelText('Email'));
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      // Held for the live form while its code is on the way; then the browser's own post, from the same button.
      await waitFor(() => expect(submits).toEqual([{ held: true, by: 'next' }, { held: false, by: 'next' }]));
      expect(screen.getByLabelText('Email')).toBeTruthy();
    } finally {
      document.removeEventListener('submit', onSubmit);
    }
  });

  it('stays as rendered, and fetches nothing, when asked to (the editor)', async () => {
    const comeIntoView = installObserver();
    const load = vi.fn(loadLive);
    render(
      <LiveFormLoader load={load} props={{ greeting: 'Live' }} stayAsRendered>
        {serverForm}
      </LiveFormLoader>,
    );
    comeIntoView();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toBeTruthy();
  });
});
