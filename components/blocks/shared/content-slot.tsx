import type { ContentRenderer } from '../types';
import { cx } from '@/components/ui/class-names';
import type { ContentList } from './content-list';
import { editAttributes } from './edit-attributes';

type Props = {
  contents: ContentList;
  /** Path of the list in the page document; item i renders at `${path}.${i}`. */
  path: string;
  editing: boolean;
  renderContents: ContentRenderer;
  className?: string;
};

/**
 * The element that holds a nested list of components, marked as a content list for the editor.
 * An empty list gets a minimum height while editing, so there is something to click to add the first.
 */
export function ContentSlot({ contents, path, editing, renderContents, className }: Props) {
  const empty = editing && !contents.some(Boolean);
  return (
    <div className={cx(className, empty && 'cs-edit-empty') || undefined} {...editAttributes(path, 'content')}>
      {renderContents(contents, path)}
    </div>
  );
}
