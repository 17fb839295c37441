import type { BlockProps } from '../types';
import { editAttributes } from '../shared/edit-attributes';
import { EditPlaceholder } from '../shared/edit-placeholder';
import { anchorId } from '@/lib/content/anchor-id';
import type { AnchorData } from './schema';
import './anchor.styles';

/**
 * An invisible target for hash links. An empty id is left off: id="" is invalid HTML. While editing
 * it shows its id (or a placeholder), since an invisible element could never be clicked.
 */
export function AnchorBlock({ data, path, editing }: BlockProps<AnchorData>) {
  // Stored before ids were kept to lower-case words and hyphens ('First editor 1795'): rendered as a valid one.
  const id = anchorId(data.id);
  const marker = id ? <span className="cs-edit-anchor">#{id}</span> : <EditPlaceholder />;
  return (
    <div className="cs-anchor" id={id || undefined} {...editAttributes(`${path}.id`, 'text')}>
      {editing ? marker : null}
    </div>
  );
}
