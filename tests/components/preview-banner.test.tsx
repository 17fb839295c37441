import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreviewBanner } from '@/components/page/preview-banner';

describe('PreviewBanner', () => {
  it('says plainly that this is not the live page, and until when the link works', () => {
    render(<PreviewBanner expiresAt="2026-12-02T01:30:00.000Z" expiresLabel="12:00 PM on 2 December 2026" />);
    const banner = screen.getByRole('note', { name: 'Preview notice' });
    expect(banner.textContent).toContain('Preview of unpublished changes — not the live page');
    expect(banner.textContent).toContain('This link expires at 12:00 PM on 2 December 2026.');
    expect(banner.querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-02T01:30:00.000Z');
  });
});
