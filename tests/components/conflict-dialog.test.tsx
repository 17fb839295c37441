import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConflictDialog, conflictSubjects } from '@/editor/conflict/conflict-dialog';

afterEach(() => vi.restoreAllMocks());


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
    expect(confirm).toHaveBeenCalledWith('Your changes to this page will be lost. Reload their version?');
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

  it('is the same dialog for every document, naming the one someone else saved', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(<ConflictDialog subject={conflictSubjects.settings} onReloadTheirs={vi.fn()} onKeepMine={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'The site settings have changed' })).toBeTruthy();
    expect(screen.getByText('Someone else saved the site settings after you opened them.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep mine and save over theirs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reload their version' }));
    expect(confirm).toHaveBeenCalledWith('Your changes to the site settings will be lost. Reload their version?');
  });
});
