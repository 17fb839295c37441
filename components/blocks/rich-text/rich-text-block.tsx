import type { BlockProps } from '../types';
import type { RichTextData } from './schema';
import { sanitizeRichText } from './sanitize-rich-text';

export function RichTextBlock({ data, path }: BlockProps<RichTextData>) {
  return (
    <div
      className="cs-rich-text"
      data-edit={`${path}.text`}
      data-edit-kind="richText"
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(data.text) }}
    />
  );
}
