import type { BlockProps } from '../types';
import type { TextData } from './schema';

/** A plain-text paragraph; line breaks typed by the editor are kept (white-space: pre-line). */
export function TextBlock({ data, path }: BlockProps<TextData>) {
  return (
    <p className="cs-text" data-edit={`${path}.text`} data-edit-kind="text">
      {data.text}
    </p>
  );
}
