import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreviewWidthsDialog } from '@/editor/preview/preview-widths-dialog';
import { frameScales } from '@/editor/preview/preview-widths';
import { fakeApi } from './fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let made = 0;
const answers = () => ({
  'page/createPreviewLink': () => {
    made += 1;
    return { body: { link: { _id: `link-${made}`, status: 'active', path: `/preview/token.number.${made}` } } };
  },
  'page/revokePreviewLink': () => ({ body: { link: { status: 'revoked' } } }),
});

const frames = () => screen.getAllByTitle(/preview$/) as HTMLIFrameElement[];

describe('PreviewWidthsDialog', () => {
  it('shows the saved page at phone, tablet and desktop widths through a short-lived preview link, revoked on closing', async () => {
    const calls = fakeApi(answers());
    const onClose = vi.fn();
    const { unmount } = render(<PreviewWidthsDialog pageId="page-about" dirty={false} busy={false} onSave={async () => true} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Preview widths' })).toBeTruthy();
    await waitFor(() => expect(frames()).toHaveLength(3));
    expect(frames().map((f) => f.title)).toEqual(['Phone (375 px) preview', 'Tablet (768 px) preview', 'Desktop (1280 px) preview']);
    expect(screen.getByText('Phone (375 px)')).toBeTruthy();
    expect(screen.getByText('Tablet (768 px)')).toBeTruthy();
    expect(screen.getByText('Desktop (1280 px)')).toBeTruthy();
    expect(frames().map((f) => f.getAttribute('width'))).toEqual(['375', '768', '1280']);
    const link = frames()[0].src;
    expect(link).toMatch(/\/preview\/token\.number\.\d+$/);
    expect(new Set(frames().map((f) => f.src))).toEqual(new Set([link]));
    const created = calls.filter((c) => c.path === 'page/createPreviewLink');
    expect(created.at(-1)?.body).toMatchObject({ pageId: 'page-about', purpose: 'widths' });
    expect(screen.getByText(/as last saved, exactly as a reviewer with a preview link sees it/)).toBeTruthy();

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    unmount();
    const revoked = calls.filter((c) => c.path === 'page/revokePreviewLink').map((c) => c.body?.id);
    expect(revoked).toContain(`link-${link.split('.').at(-1)}`);
  });

  it('says unsaved changes are not shown, and saves then loads a fresh link on request', async () => {
    const calls = fakeApi(answers());
    const onSave = vi.fn(async () => true);
    render(<PreviewWidthsDialog pageId="page-about" dirty busy={false} onSave={onSave} onClose={() => {}} />);
    expect(screen.getByText('You have unsaved changes, which these frames do not show yet: save the page to see them here.')).toBeTruthy();
    await waitFor(() => expect(frames()).toHaveLength(3));
    const before = frames()[0].src;
    fireEvent.click(screen.getByRole('button', { name: 'Save page and refresh' }));
    await waitFor(() => expect(frames()[0].src).not.toBe(before));
    expect(onSave).toHaveBeenCalledTimes(1);
    // The link the frames no longer use is revoked at once.
    const beforeId = `link-${before.split('.').at(-1)}`;
    await waitFor(() => expect(calls.some((c) => c.path === 'page/revokePreviewLink' && c.body?.id === beforeId)).toBe(true));
  });

  it('shrinks only what does not fit: phone and tablet at real size on a wide screen, the desktop in the rest', () => {
    expect(frameScales(2600)).toEqual({ phone: 1, tablet: 1, desktop: 1 });
    const wide = frameScales(1800);
    expect([wide.phone, wide.tablet]).toEqual([1, 1]);
    expect(wide.desktop).toBeCloseTo((1800 - 375 - 768 - 48) / 1280);
    // Too little room beside the others: the desktop frame takes a row of its own.
    expect(frameScales(1300).desktop).toBe(1);
    expect(frameScales(1000).desktop).toBeCloseTo(1000 / 1280);
    expect(frameScales(700)).toMatchObject({ phone: 1, tablet: 700 / 768 });
  });
});
