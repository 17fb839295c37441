import type { BlockProps } from '../types';
import { editAttributes } from '../shared/edit-attributes';
import { EditPlaceholder } from '../shared/edit-placeholder';
import { resolveCrisisReferences } from '@/lib/content/site/crisis-references';
import { contactsOf } from './preload';
import type { RichTextData } from './schema';
import { sanitizeRichText } from './sanitize-rich-text';
import './rich-text.styles';

/** Markup that would show no words, e.g. '' or '<p><br></p>' left behind by the editor. */
const showsNothing = (html: string) => !html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

/**
 * A crisis-contact reference shows the published register's name and number (the server's preload); in the editor,
 * and for an entry the register no longer has, it shows what it said when it was inserted.
 */
export function RichTextBlock({ data, path, editing, preload }: BlockProps<RichTextData>) {
  const html = resolveCrisisReferences(sanitizeRichText(data.text), contactsOf(preload));
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
