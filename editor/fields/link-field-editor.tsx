'use client';

import { useId } from 'react';
import type { LinkField } from '@/components/blocks/shared/descriptor';
import type { Link } from '@/lib/content/schemas';
import { anchorsIn } from './link-anchors';
import { LinkExternalInput } from './link-external-input';
import { LinkFilePicker } from './link-file-picker';
import { LinkPageCombobox } from './link-page-combobox';
import { choosesTab, extraFields, linkTypes, opensInNewTab, readLink, withType } from './link-value';
import type { FieldEditorProps } from './types';
import editorStyles from '../ui/editor.styles';
import styles from './link-field.styles';

/** A link to a page, an anchor on this page, an uploaded document or another site (SPEC.md §3). */
export function LinkFieldEditor({ id, field, value, onChange, context }: FieldEditorProps<LinkField>) {
  const link = readLink(value);
  const name = useId();
  // A link may be part of something larger (a menu item with its submenu links): only the link's own fields change.
  const extra = extraFields(value);
  const change = (next: Partial<Link>) => onChange({ ...extra, ...link, ...next });
  const anchors = link.type === 'anchor' ? anchorsIn(context.page.contents) : [];
  const currentAnchor = link.href.replace(/^#/, '');

  return (
    <fieldset className={editorStyles.fieldGroup}>
      <legend>{field.label}</legend>
      <fieldset className={styles.types}>
        <legend>Link type</legend>
        {linkTypes.map((type) => (
          <label key={type.value}>
            <input
              // The sidebar focuses the field by this id: the chosen type is where a keyboard user starts.
              id={link.type === type.value ? id : undefined}
              type="radio"
              name={name}
              value={type.value}
              checked={link.type === type.value}
              onChange={() => onChange({ ...extra, ...withType(link, type.value) })}
            />{' '}
            {type.label}
          </label>
        ))}
      </fieldset>

      {link.type === 'page' && (
        <LinkPageCombobox
          key="page"
          domainId={context.domainId}
          href={link.href}
          // A link with no words yet (a new menu link) takes the chosen page's title.
          onChoose={(page) => change({ href: `/${page.slug}`, ...(field.withText !== false && !link.text.trim() && page.title ? { text: page.title } : {}) })}
        />
      )}
      {link.type === 'anchor' && (
        <label className={editorStyles.field}>
          <span>Anchor</span>
          <select value={currentAnchor} onChange={(event) => change({ href: event.target.value ? `#${event.target.value}` : '' })}>
            <option value="">Choose an anchor</option>
            {anchors.map((anchor) => (
              <option key={anchor} value={anchor}>
                {anchor}
              </option>
            ))}
            {currentAnchor && !anchors.includes(currentAnchor) && <option value={currentAnchor}>{currentAnchor} (not on this page)</option>}
          </select>
          {anchors.length === 0 && <span className={editorStyles.hint}>This page has no anchors yet. Add an Anchor component and give it an id.</span>}
        </label>
      )}
      {link.type === 'file' && (
        <LinkFilePicker
          href={link.href}
          // A link to a document is often named after it; words the editor already wrote are kept.
          onChoose={(file) => change({ href: file.href, text: link.text || field.withText === false ? link.text : file.name.replace(/\.(pdf|docx)$/i, '') })}
        />
      )}
      {link.type === 'external' && <LinkExternalInput key="external" href={link.href} onChange={(href) => change({ href })} />}

      {field.withText !== false && (
        <label className={editorStyles.field}>
          <span>Link text</span>
          <input className={editorStyles.input} value={link.text} maxLength={200} onChange={(event) => change({ text: event.target.value })} />
        </label>
      )}
      {choosesTab(link) && (
        <label className={editorStyles.field}>
          <span>
            <input type="checkbox" checked={opensInNewTab(link)} onChange={(event) => change({ newTab: event.target.checked })} /> Open in a new tab
          </span>
        </label>
      )}
    </fieldset>
  );
}
