'use client';

import { useId } from 'react';
import styles from '../ui/panel.styles';
import { chromeText } from './chrome-document';
import type { ChromeDocument } from './use-chrome-document';

type Props = { nav: ChromeDocument<'nav'>; footer: ChromeDocument<'footer'>; mayPublish: boolean };

const headings = { nav: 'Navigation', footer: 'Footer' } as const;

function stateOf(doc: ChromeDocument): string {
  if (doc.value === null) return 'Loading…';
  if (doc.dirty) return 'Unsaved changes';
  return doc.pending ? 'Unpublished changes' : 'Published';
}

/**
 * The navigation and the footer in the site settings panel: whether visitors see the latest copy, and publishing
 * them (the editor's working copy, unsaved edits included: publishing saves first) for those who may publish.
 */
export function ChromePublishSection({ nav, footer, mayPublish }: Props) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Navigation and footer</h3>
      {[nav, footer].map((doc) => (
        <div key={doc.kind} className={styles.actions}>
          <p role="status">
            {headings[doc.kind]}: <strong>{stateOf(doc)}</strong>
          </p>
          {mayPublish && (
            <button type="button" className={styles.button} onClick={doc.askPublish} disabled={doc.value === null || doc.busy !== null}>
              {chromeText[doc.kind].publish}
            </button>
          )}
        </div>
      ))}
      <p className={styles.note}>Edit them in place: choose Select component, then click the header or the footer.</p>
    </section>
  );
}
