import type { EditorIconName } from '../ui/editor-icons';
// The editor menu's order numbers (SPEC.md §2): items of later features slot in between without renumbering.
export const menuOrder = {
  collapse: 100,
  select: 200,
  newPage: 300,
  savePage: 400,
  changeHeader: 410,
  undo: 420,
  redo: 430,
  saveNavigation: 500,
  publishNavigation: 510,
  saveFooter: 600,
  publishFooter: 610,
  publishPage: 700,
  compareWithPublished: 710,
  notes: 720,
  requestReview: 730,
  configSettings: 800,
  siteSettings: 900,
  pageSettings: 1000,
  previewWidths: 1010,
  dashboard: 1100,
  logOut: 1200,
} as const;

export type MenuEntry = {
  order: number;
  label: string;
  /** Name of the decorative icon before the label (editor/ui/editor-icons.tsx). */
  icon: EditorIconName;
  onClick: () => void;
  disabled?: boolean;
  /** For toggles such as 'Select component'. */
  pressed?: boolean;
  /** A short note for screen readers shown as a dot, e.g. 'Unpublished changes'. */
  marker?: string;
  shortcut?: string;
};

export const sortMenu = (entries: readonly MenuEntry[]) => [...entries].sort((a, b) => a.order - b.order);
