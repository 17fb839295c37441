'use client';

import { useId, useState } from 'react';
import styles from '../ui/panel.styles';
import { SiteCompareDialog } from '../compare/site-compare-dialog';
import { COMPARE_WITH_PUBLISHED } from '../compare/compare-text';
import { chromeText } from './chrome-document';
import type { ChromeDocument } from './use-chrome-document';

type Props = { domainId: string; nav: ChromeDocument<'nav'>; footer: ChromeDocument<'footer'>; mayPublish: boolean };

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
export function ChromePublishSection({ domainId, nav, footer, mayPublish }: Props) {
  const id = useId();
  const [comparing, setComparing] = useState<ChromeDocument | null>(null);
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Navigation and footer</h3>
      {[nav, footer].map((doc) => (
        <div key={doc.kind} className={styles.actions}>
          <p role="status" id={`${id}-${doc.kind}`}>
            {headings[doc.kind]}: <strong>{stateOf(doc)}</strong>
          </p>
          <button type="button" className={styles.button} aria-describedby={`${id}-${doc.kind}`} onClick={() => setComparing(doc)} disabled={doc.value === null}>
            {COMPARE_WITH_PUBLISHED}
          </button>
          {mayPublish && (
            <button type="button" className={styles.button} onClick={doc.askPublish} disabled={doc.value === null || doc.busy !== null}>
              {chromeText[doc.kind].publish}
            </button>
          )}
        </div>
      ))}
      <p className={styles.note}>Edit them in place: choose Select component, then click the header or the footer.</p>
      {comparing && <SiteCompareDialog domainId={domainId} document={comparing.kind} dirty={comparing.dirty} onClose={() => setComparing(null)} />}
    </section>
  );
}
