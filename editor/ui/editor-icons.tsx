// The editor's own line icons (menu, toolbar, picker). Drawn here rather than as emoji, which many systems
// lack fonts for. Always decorative: every button carries its name as text.
import type { ReactElement } from 'react';
import type { BlockIconName } from '@/components/blocks/shared/descriptor';

/** The menu's and the toolbar's own icons; the blocks' are named in their descriptors. */
type ToolIconName =
  | 'select' | 'save' | 'header' | 'undo' | 'redo' | 'publish' | 'logout' | 'newPage' | 'pageSettings' | 'previewWidths'
  | 'configSettings' | 'siteSettings' | 'dashboard' | 'up' | 'down' | 'duplicate' | 'addBefore' | 'addAfter' | 'remove' | 'compare' | 'note' | 'review';
export type EditorIconName = ToolIconName | BlockIconName;

// Typed by name, so an icon a block or the menu names and nobody drew is a type error.
const paths: Record<EditorIconName, ReactElement> = {
  select: <path d="M5 3l12 8-5 1.5 3 6-2.5 1.2-3-6L5 17z" />,
  save: <path d="M5 4h11l3 3v13H5zM8 4v5h7V4M8 20v-6h8v6" />,
  header: <path d="M4 5h16v6H4zM4 15h10M4 19h7" />,
  undo: <path d="M9 5L4 10l5 5M4 10h11a5 5 0 010 10h-3" />,
  redo: <path d="M15 5l5 5-5 5M20 10H9a5 5 0 000 10h3" />,
  publish: <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />,
  logout: <path d="M10 4H5v16h5M14 8l4 4-4 4M18 12H9" />,
  newPage: <path d="M6 3h8l4 4v14H6zM14 3v4h4M12 11v6M9 14h6" />,
  pageSettings: <path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6" />,
  previewWidths: <path d="M3 5h11v11H3zM16 8h5v12h-5zM6 19h5" />,
  configSettings: <path d="M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />,
  siteSettings: <path d="M4 6h9M17 6h3M15 4v4M4 12h3M11 12h9M9 10v4M4 18h11M19 18h1M17 16v4" />,
  dashboard: <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />,
  up: <path d="M12 19V5M6 11l6-6 6 6" />,
  down: <path d="M12 5v14M6 13l6 6 6-6" />,
  duplicate: <path d="M8 8h11v11H8zM5 16V5h11" />,
  addBefore: <path d="M4 4h16M12 9v10M7 14h10" />,
  addAfter: <path d="M4 20h16M12 5v10M7 10h10" />,
  remove: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
  review: <path d="M3 12s3-6 9-6 9 6 9 6-3 6-9 6-9-6-9-6zM12 9a3 3 0 100 6 3 3 0 000-6z" />,
  note: <path d="M5 4h14v12h-6l-4 4v-4H5zM8 8h8M8 12h5" />,
  compare: <path d="M3 4h7v16H3zM14 4h7v16h-7zM6 9h1M6 13h1M17 9h1M17 13h1" />,
  text: <path d="M5 6h14M12 6v13M5 12h4" />,
  richText: <path d="M4 6h10M4 11h16M4 16h12M17 4l3 3-6 6h-3v-3z" />,
  formattedText: <path d="M4 6h16M4 10h10M4 15h16M4 19h10" />,
  anchor: <path d="M12 8V21M12 8a2 2 0 100-4 2 2 0 000 4zM5 13a7 7 0 0014 0M8 11h8" />,
  link: <path d="M10 14a4 4 0 006 0l3-3a4 4 0 00-6-6l-1 1M14 10a4 4 0 00-6 0l-3 3a4 4 0 006 6l1-1" />,
  button: <path d="M3 8h18v8H3zM8 12h8" />,
  columns: <path d="M4 5h16v14H4zM12 5v14" />,
  section: <path d="M4 4h16v5H4zM4 13h16v7H4z" />,
  phone: <path d="M6 3h4l2 5-3 2a11 11 0 005 5l2-3 5 2v4a2 2 0 01-2 2A17 17 0 014 5a2 2 0 012-2z" />,
  list: <path d="M9 6h11M9 12h11M9 18h11M4 6h1M4 12h1M4 18h1" />,
  accordion: <path d="M4 5h16v4H4zM4 11h16v4H4zM4 17h16v3H4z" />,
  details: <path d="M4 6h16M4 11h10M8 17l4 3 4-3" />,
  quote: <path d="M5 17c3-1 4-4 4-8H5v5M14 17c3-1 4-4 4-8h-4v5" />,
  panel: <path d="M3 5h18v14H3zM7 9h10M7 13h6" />,
  title: <path d="M5 5v14M15 5v14M5 12h10M18 10l2-1v10" />,
  illustration: <path d="M12 20c-5-3-8-6-8-10a4 4 0 018-1 4 4 0 018 1c0 4-3 7-8 10z" />,
  testimonials: <path d="M4 5h16v10H9l-5 4z" />,
  carousel: <path d="M7 6h10v12H7zM3 8v8M21 8v8" />,
  image: <path d="M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15 9a1 1 0 100-2 1 1 0 000 2z" />,
  map: <path d="M12 21s-6-6-6-11a6 6 0 0112 0c0 5-6 11-6 11zM12 12a2 2 0 100-4 2 2 0 000 4z" />,
};

export function EditorIcon({ name }: { name: EditorIconName }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" style={{ flex: 'none' }}>
      {paths[name]}
    </svg>
  );
}
