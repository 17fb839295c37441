import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListenButton } from '@/components/page/listen-button';

class FakeUtterance {
  lang = '';
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}

function installSpeech() {
  const spoken: FakeUtterance[] = [];
  const synth = {
    speaking: false,
    pending: false,
    speak: vi.fn((u: FakeUtterance) => {
      spoken.push(u);
      synth.speaking = true;
    }),
    cancel: vi.fn(() => {
      synth.speaking = false;
    }),
    getVoices: () => [{ lang: 'en-US' }, { lang: 'en-AU', name: 'Karen' }],
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { synth, spoken };
}

function renderPage() {
  return render(
    <main id="main-content">
      <h1>Need to talk?</h1>
      <p>
        Call us <span className="cs-visually-hidden">(opens in a new tab)</span>any time.
      </p>
      <ListenButton />
    </main>,
  );
}

describe('ListenButton', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => {
    Reflect.deleteProperty(window, 'speechSynthesis');
    vi.unstubAllGlobals();
  });

  it('is not offered when the browser cannot speak', () => {
    renderPage();
    expect(screen.queryByRole('button', { name: 'Listen' })).toBeNull();
  });

  it('reads the main content in en-AU and announces read-page', () => {
    const { synth, spoken } = installSpeech();
    const onReadPage = vi.fn();
    window.addEventListener('read-page', onReadPage);
    renderPage();
    const button = screen.getByRole('button', { name: 'Listen' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);

    expect(synth.cancel).not.toHaveBeenCalled();
    expect(spoken.map((u) => u.text).join(' ')).toBe('Need to talk? Call us any time.');
    expect(spoken.every((u) => u.lang === 'en-AU')).toBe(true);
    expect(spoken[0].voice).toMatchObject({ lang: 'en-AU' });
    expect(onReadPage).toHaveBeenCalledTimes(1);
    window.removeEventListener('read-page', onReadPage);

    const stop = screen.getByRole('button', { name: 'Stop listening' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');
  });

  it('a second click cancels the speech and offers Listen again', () => {
    const { synth } = installSpeech();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop listening' }));
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Listen' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('goes back to Listen when the reading ends on its own', () => {
    const { spoken } = installSpeech();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    act(() => spoken.at(-1)!.onend!());
    expect(screen.getByRole('button', { name: 'Listen' })).toBeTruthy();
  });

  it('ignores late events from a reading that was stopped', () => {
    const { spoken } = installSpeech();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    const firstReading = spoken.at(-1)!;
    fireEvent.click(screen.getByRole('button', { name: 'Stop listening' }));
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    act(() => firstReading.onerror!());
    expect(screen.getByRole('button', { name: 'Stop listening' })).toBeTruthy();
  });

  it('stops speaking when the page it was reading goes away', () => {
    const { synth } = installSpeech();
    const { unmount } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    unmount();
    expect(synth.cancel).toHaveBeenCalled();
  });
});
