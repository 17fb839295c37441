import type { BlockProps } from '../types';
import { editAttributes } from '../shared/edit-attributes';
import { EditPlaceholder } from '../shared/edit-placeholder';
import type { RichTextData } from './schema';
import { sanitizeRichText } from './sanitize-rich-text';

/** Markup that would show no words, e.g. '' or '<p><br></p>' left behind by the editor. */
const showsNothing = (html: string) => !html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

export function RichTextBlock({ data, path, editing }: BlockProps<RichTextData>) {
  const html = sanitizeRichText(data.text);
  const attributes = { className: 'cs-rich-text', ...editAttributes(`${path}.text`, 'richText') };
  if (editing && showsNothing(html)) {
    return (
      <div {...attributes}>
        <EditPlaceholder />
      </div>
    );
  }
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
