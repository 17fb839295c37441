import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageSchema } from '@/lib/content/schemas';
import { STALE_PAGE_MESSAGE } from '@/lib/content/save-page';
import { ApiError } from '@/lib/api/client';
import { ConflictDialog, RELOAD_CONFIRM } from '@/editor/conflict/conflict-dialog';
import { isStaleSave, saveOverTheirs } from '@/editor/conflict/save-over-theirs';

afterEach(() => vi.restoreAllMocks());

const mine = PageSchema.parse({ _id: 'page-about', domainId: 'default', slug: 'about', header: { title: 'Mine' }, version: 3 });
const theirs = PageSchema.parse({ ...mine, slug: 'about-us', header: { title: 'Theirs' }, version: 5, updatedAt: '2025-03-04T10:00:00.000Z' });

describe('ConflictDialog', () => {
  it('explains what happened and that nothing typed is lost; keeping mine comes first', () => {
    render(<ConflictDialog onReloadTheirs={vi.fn()} onKeepMine={vi.fn()} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Someone else saved this page after you opened it.')).toBeTruthy();
    expect(screen.getByText(/Your changes are still here/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep mine and save over theirs' }));
  });

  it('reloads their version only after a confirmation', () => {
    const onReloadTheirs = vi.fn();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    render(<ConflictDialog onReloadTheirs={onReloadTheirs} onKeepMine={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload their version' }));
    expect(confirm).toHaveBeenCalledWith(RELOAD_CONFIRM);
    expect(RELOAD_CONFIRM).toBe('Your changes to this page will be lost. Reload their version?');
    expect(onReloadTheirs).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload their version' }));
    expect(onReloadTheirs).toHaveBeenCalledOnce();
  });

  it('keeps mine without asking, and can be closed when the caller allows it', () => {
    const onKeepMine = vi.fn();
    const onDismiss = vi.fn();
    const confirm = vi.spyOn(window, 'confirm');
    render(<ConflictDialog onReloadTheirs={vi.fn()} onKeepMine={onKeepMine} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine and save over theirs' }));
    expect(onKeepMine).toHaveBeenCalledOnce();
    expect(confirm).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('disables both choices while keeping mine is under way', () => {
    render(<ConflictDialog onReloadTheirs={vi.fn()} onKeepMine={vi.fn()} busy />);
    for (const name of ['Keep mine and save over theirs', 'Reload their version']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
  });
});

describe('saving over theirs', () => {
  it('keeps everything of mine but takes the latest stored version', () => {
    expect(saveOverTheirs(mine, theirs)).toEqual({ ...mine, version: 5 });
    expect(mine.version).toBe(3);
    expect(() => saveOverTheirs(mine, { ...theirs, _id: 'page-other' })).toThrow();
  });

  it('tells a stale save from other refusals by the answer, not its words', () => {
    expect(isStaleSave(new ApiError(409, { code: 'conflict', message: 'Saved meanwhile.', stale: true }))).toBe(true);
    expect(isStaleSave(new ApiError(409, { code: 'conflict', message: STALE_PAGE_MESSAGE }))).toBe(false);
    expect(isStaleSave(new ApiError(409, { code: 'conflict', message: 'Another page already uses the address /contact.', fields: { slug: 'This address is taken.' } }))).toBe(false);
    expect(isStaleSave(new ApiError(500, { message: STALE_PAGE_MESSAGE }))).toBe(false);
    expect(isStaleSave(new Error(STALE_PAGE_MESSAGE))).toBe(false);
  });
});
