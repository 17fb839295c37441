import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PresenceNotice } from '@/editor/presence/presence-notice';
import { presenceText } from '@/editor/presence/presence-text';
import { zoneName } from '@/editor/ui/when';

// The viewer's own zone, named in every time the editor says.
const zone = zoneName();

// Local times, as the notice shows them.
const at = (h: number, m: number) => new Date(2025, 2, 4, h, m).toISOString();

describe('PresenceNotice', () => {
  it('names one other editor and since when', () => {
    render(<PresenceNotice editors={[{ name: 'Ana', since: at(9, 5) }]} />);
    expect(screen.getByRole('status').textContent).toBe(`Ana is also editing this page (since 9:05 AM, ${zone}).`);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('lists several in one sentence', () => {
    expect(presenceText([{ name: 'Ana', since: at(9, 5) }, { name: 'Ben', since: at(13, 40) }])).toBe(
      `Ana (since 9:05 AM, ${zone}) and Ben (since 1:40 PM, ${zone}) are also editing this page.`,
    );
    expect(presenceText([{ name: 'Ana', since: at(9, 5) }, { name: 'Ben', since: at(13, 40) }, { name: 'Cy', since: at(14, 0) }])).toBe(
      `Ana (since 9:05 AM, ${zone}), Ben (since 1:40 PM, ${zone}) and Cy (since 2:00 PM, ${zone}) are also editing this page.`,
    );
  });

  it('keeps an empty live region when nobody else is there, so arrivals are announced', () => {
    render(<PresenceNotice editors={[]} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
