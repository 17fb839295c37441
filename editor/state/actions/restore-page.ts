// page/restore: put back a whole page (a backup, or "keep mine" after a conflict) as one undoable step.
import type { Page } from '@/lib/content/schemas';
import type { PageActionResult, Selection } from '../types';

export function restorePage(_page: Page, selection: Selection | null, action: { page: Page }): PageActionResult {
  // The saved copy is left alone on purpose: the restored content is unsaved until the editor saves it.
  return { page: action.page, selection };
}
