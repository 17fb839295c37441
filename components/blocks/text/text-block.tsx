import type { BlockProps } from '../types';
import { editAttributes } from '../shared/edit-attributes';
import { textOrPlaceholder } from '../shared/edit-placeholder';
import type { TextData } from './schema';
import './text.styles';

/** A plain-text paragraph; line breaks typed by the editor are kept (white-space: pre-line). */
export function TextBlock({ data, path, editing }: BlockProps<TextData>) {
  return (
    <p className="cs-text" {...editAttributes(`${path}.text`, 'text')}>
      {textOrPlaceholder(data.text, editing)}
    </p>
  );
}
