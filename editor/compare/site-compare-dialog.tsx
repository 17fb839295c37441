'use client';

import { useEffect, useId, useState } from 'react';
import { callApi, apiErrorText } from '@/lib/api/client';
import type { FieldChange } from '@/lib/content/document-diff';
import type { SiteDiff, SiteDiffDocument } from '@/lib/content/site/site-diff';
import { ModalDialog } from '../ui/modal-dialog';
import { ErrorAlert } from '../ui/error-alert';
import panel from '../ui/panel.styles';
import styles from './compare.styles';
import { FieldList } from './comparison-view';
import { settingsPartOf, SITE_NEVER_PUBLISHED, SITE_NO_CHANGES, siteChangesText, siteDocumentLabels, siteFieldLabel, unsavedNotIncluded } from './compare-text';

type Props = { domainId: string; document: SiteDiffDocument; dirty: boolean; onClose: () => void };

/** The changed settings in the order of the panel's sections, under each section's name. */
function bySection(fields: readonly FieldChange[]): [string, FieldChange[]][] {
  const sections = new Map<string, FieldChange[]>();
  for (const field of fields) {
    const section = settingsPartOf(field.path) || 'Other';
    sections.set(section, [...(sections.get(section) ?? []), field]);
  }
  return [...sections];
}

/**
 * The navigation, the footer or the site settings as last saved, against what visitors get: each value that
 * differs, named as its editor names it, with words added and removed marked.
 */
export function SiteCompareDialog({ domainId, document, dirty, onClose }: Props) {
  const id = useId();
  const [diff, setDiff] = useState<SiteDiff | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    callApi<SiteDiff>('site/diff', { query: { domainId, document } }).then(
      (answer) => !cancelled && setDiff(answer),
      (failure: unknown) => !cancelled && setError(apiErrorText(failure, 'The comparison could not be made.')),
    );
    return () => {
      cancelled = true;
    };
  }, [domainId, document]);
  const label = (path: string) => siteFieldLabel(document, path);
  return (
    <ModalDialog title={`${siteDocumentLabels[document]} compared with published`} onClose={onClose} wide>
      {dirty && <p className={panel.note}>{unsavedNotIncluded(siteDocumentLabels[document].toLowerCase())}</p>}
      {!diff && !error && <p className={panel.note}>Comparing…</p>}
      <ErrorAlert message={error} className={panel.error} />
      {diff && (
        <>
          {!diff.everPublished && <p className={panel.note}>{SITE_NEVER_PUBLISHED}</p>}
          <p className={styles.summary} role="status">
            {diff.fields.length ? siteChangesText(diff.fields.length) : SITE_NO_CHANGES}
          </p>
          {document === 'settings' ? (
            bySection(diff.fields).map(([section, fields], index) => (
              <section key={section} className={panel.section} aria-labelledby={`${id}-${index}`}>
                <h3 id={`${id}-${index}`}>{section}</h3>
                <FieldList fields={fields} label={label} />
              </section>
            ))
          ) : diff.fields.length > 0 ? (
            <FieldList fields={diff.fields} label={label} />
          ) : null}
        </>
      )}
    </ModalDialog>
  );
}
