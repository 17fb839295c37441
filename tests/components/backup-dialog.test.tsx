import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RestoreBackupDialog, restoreQuestion } from '@/editor/backup/restore-backup-dialog';
import { zoneName } from '@/editor/ui/when';

// The viewer's own zone, named in every time the editor says.
const zone = zoneName();

// Local time, as the dialog shows it.
const savedAt = new Date(2025, 2, 4, 14, 5).toISOString();

function renderDialog() {
  const handlers = { onRestore: vi.fn(), onDiscard: vi.fn(), onLater: vi.fn() };
  render(<RestoreBackupDialog savedAt={savedAt} {...handlers} />);
  return handlers;
}

describe('RestoreBackupDialog', () => {
  it('asks with the time in words and the viewer’s zone named, as a modal dialog with Restore focused', () => {
    renderDialog();
    expect(restoreQuestion(savedAt)).toBe(`Restore unsaved changes from 2:05 PM on 4 March 2025, ${zone}?`);
    expect(screen.getByText(`Restore unsaved changes from 2:05 PM on 4 March 2025, ${zone}?`)).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Restore', 'Discard']);
  });

  it('Restore and Discard answer; Escape leaves the choice for later', () => {
    const handlers = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(handlers.onRestore).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(handlers.onDiscard).toHaveBeenCalledOnce();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(handlers.onLater).toHaveBeenCalledOnce();
  });
});
