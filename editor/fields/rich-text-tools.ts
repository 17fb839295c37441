// The toolbar's buttons, grouped by the hide flag that removes them (SPEC.md §3).
import type { ChainedCommands, Editor } from '@tiptap/react';
import type { RichTextHide } from './rich-text-extensions';

export type RichTextTool = {
  label: string;
  /** The hide flag that removes it; quotes have none. */
  hiddenBy?: keyof RichTextHide;
  isActive: (editor: Editor) => boolean;
  apply: (chain: ChainedCommands) => ChainedCommands;
};

const heading = (level: 2 | 3 | 4): RichTextTool => ({
  label: `Heading ${level}`,
  hiddenBy: 'headers',
  isActive: (editor) => editor.isActive('heading', { level }),
  apply: (chain) => chain.toggleHeading({ level }),
});

export const richTextTools: readonly RichTextTool[] = [
  { label: 'Bold', hiddenBy: 'style', isActive: (e) => e.isActive('bold'), apply: (c) => c.toggleBold() },
  { label: 'Italic', hiddenBy: 'style', isActive: (e) => e.isActive('italic'), apply: (c) => c.toggleItalic() },
  { label: 'Underline', hiddenBy: 'style', isActive: (e) => e.isActive('underline'), apply: (c) => c.toggleUnderline() },
  { label: 'Strike', hiddenBy: 'style', isActive: (e) => e.isActive('strike'), apply: (c) => c.toggleStrike() },
  heading(2),
  heading(3),
  heading(4),
  { label: 'Bullet list', hiddenBy: 'lists', isActive: (e) => e.isActive('bulletList'), apply: (c) => c.toggleBulletList() },
  { label: 'Numbered list', hiddenBy: 'lists', isActive: (e) => e.isActive('orderedList'), apply: (c) => c.toggleOrderedList() },
  { label: 'Quote', isActive: (e) => e.isActive('blockquote'), apply: (c) => c.toggleBlockquote() },
];
