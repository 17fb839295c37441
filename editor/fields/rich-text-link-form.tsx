'use client';

import { useEffect, useRef, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { TextSelection } from '@tiptap/pm/state';
import { callApi } from '@/lib/api/client';
import { hrefRule, isAllowedRichTextHref } from './rich-text-href';
import { LinkPageCombobox, type FoundPage } from './link-page-combobox';
import styles from './fields.styles';

type Props = { id: string; domainId: string; editor: Editor; onClose: () => void };

type LinkAttributes = { href?: string; target?: string | null };

export const linkAddressHint = 'A page’s name or address on this site (/contact), or another site’s address (https://…), mailto:, tel: or sms:.';

/**
 * The link the selection is in, or that the caret sits right after (where applying a link leaves it); null when
 * there is none. Links do not grow when typed after, so the editor's own "active" misses that second case.
 */
export function currentLink(editor: Editor): LinkAttributes | null {
  if (editor.isActive('link')) return editor.getAttributes('link') as LinkAttributes;
  const { empty, $from } = editor.state.selection;
  const before = empty ? $from.nodeBefore?.marks.find((mark) => mark.type.name === 'link') : undefined;
  return before ? (before.attrs as LinkAttributes) : null;
}

/** A bare word ('Contact') is the name of a page, not an address. */
const looksLikePageName = (text: string) => /^[^:/#@]+$/.test(text.trim()) && !/^\+?[\d\s()-]+$/.test(text.trim());

export const notAPageText = (name: string) =>
  `No page is called ‘${name}’. Find it under Find a page, or type an address such as https://example.org.`;

/** The page a typed name means: one whose title or address is the name, or the only one the search finds. */
async function pageNamed(domainId: string, name: string): Promise<FoundPage | null> {
  const { pages } = await callApi<{ pages: FoundPage[] }>('page/search', { query: { domainId, q: name } });
  const wanted = name.trim().toLowerCase();
  return pages.find((page) => page.title.trim().toLowerCase() === wanted || page.slug === wanted) ?? (pages.length === 1 ? pages[0] : null);
}

/**
 * The small form under the toolbar that sets the address of the selected text's link: a page of the site found by
 * its title (as the link fields do), or an address. A page's name typed as the address is looked up, never refused.
 */
export function RichTextLinkForm({ id, domainId, editor, onClose }: Props) {
  const current = currentLink(editor) ?? {};
  const [address, setAddress] = useState(current.href ?? '');
  const [newTab, setNewTab] = useState(current.target === '_blank');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = async () => {
    let href = address.trim();
    if (!isAllowedRichTextHref(href)) {
      if (!looksLikePageName(href)) return setError(hrefRule);
      const page = await pageNamed(domainId, href).catch(() => null);
      if (!page) return setError(notAPageText(href));
      href = `/${page.slug}`;
      setAddress(href);
    }
    link(href);
  };
  const link = (href: string) => {
    const attrs = { href, target: newTab ? '_blank' : null };
    const chain = editor.chain().focus();
    // With nothing selected, the address itself becomes the link text.
    if (editor.state.selection.empty && !currentLink(editor)) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs }] }).run();
    else
      chain
        .extendMarkRange('link')
        .setMark('link', attrs)
        // The caret goes after the link, as after typing it: a key pressed next adds to the text rather than
        // replacing the linked words, however soon it comes.
        .command(({ tr }) => {
          tr.setSelection(TextSelection.near(tr.doc.resolve(tr.selection.to), -1));
          return true;
        })
        .run();
    onClose();
  };
  return (
    <div className={styles.linkForm} role="group" aria-labelledby={`${id}-heading`}>
      <span id={`${id}-heading`} className={styles.note}>
        Link
      </span>
      <LinkPageCombobox id={`${id}-page`} domainId={domainId} href={address.startsWith('/') ? address : ''} onChoose={(page) => {
        setAddress(`/${page.slug}`);
        setError(null);
      }} />
      <label htmlFor={`${id}-href`}>Link address</label>
      <input
        ref={input}
        id={`${id}-href`}
        type="text"
        inputMode="url"
        className={styles.input}
        value={address}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-rule`}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          // Enter applies here rather than submitting whatever form holds the sidebar.
          if (event.key === 'Enter') {
            event.preventDefault();
            void apply();
          }
          if (event.key === 'Escape') {
            // Closes this form only, not the sidebar or dialog around it.
            event.preventDefault();
            event.stopPropagation();
            close();
          }
        }}
      />
      <p id={`${id}-rule`} className={error ? styles.error : styles.note}>
        {error ?? linkAddressHint}
      </p>
      <label className={styles.inline} htmlFor={`${id}-new-tab`}>
        <input id={`${id}-new-tab`} type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} />
        Open in a new tab
      </label>
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={() => void apply()}>
          Apply link
        </button>
        <button type="button" className={styles.button} onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  );
}
