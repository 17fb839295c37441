'use client';

import { useId } from 'react';
import { exportSiteHref } from './content-transfer/export-hrefs';
import { contentTransferText as text } from './content-transfer/content-transfer-labels';
import { ImportSection } from './content-transfer/import-section';
import { useDomainName } from './content-transfer/use-domain-name';
import styles from './content-transfer/content-transfer.styles';

type Props = { domainId: string; onNavigate(path: string): void };

/**
 * The Export and import tab (admins only), for the domain the editor is on: download the whole site as a content
 * file, and import such a file (from this site or another) as drafts, after a check that writes nothing.
 */
export function ContentTransferTab({ domainId, onNavigate }: Props) {
  const id = useId();
  const domainName = useDomainName(domainId);
  return (
    <div className={styles.tab}>
      <p className={styles.intro}>{text.intro}</p>
      <section aria-labelledby={`${id}-export`} className={styles.box}>
        <h3 id={`${id}-export`} className={styles.heading}>
          {text.exportHeading}
        </h3>
        <p id={`${id}-holds`} className={styles.hint}>
          {text.exportHolds}
        </p>
        <a href={exportSiteHref(domainId)} download className={styles.download} aria-describedby={`${id}-holds`}>
          {text.exportLink}
        </a>
      </section>
      <ImportSection domainId={domainId} domainName={domainName} onNavigate={onNavigate} />
    </div>
  );
}
