'use client';

import { useId, type MouseEvent, type ReactNode, type Ref } from 'react';
import type { ImportReport as Report } from '@/lib/content-transfer/import-content';
import { contentTransferText as text, importedLine, partLabels, partOutcome, siteParts, usedBy } from './content-transfer-labels';
import styles from './content-transfer.styles';

export type { Report };

type Props = {
  report: Report;
  /** Opens an imported page (final report only): the editor closes the dashboard and goes there. */
  onNavigate(path: string): void;
  /** The report's heading, focused after an import (the Import button it replaces is gone). */
  headingRef?: Ref<HTMLHeadingElement>;
};

const address = (slug: string) => `/${slug}`;

function Problems({ problems, label }: { problems: readonly { path: string; message: string }[]; label: string }) {
  if (problems.length === 0) return null;
  return (
    <ul className={styles.problems} aria-label={label}>
      {problems.map((problem, index) => (
        <li key={`${problem.path}-${index}`}>
          {problem.path && <code className={styles.path}>{problem.path}</code>}
          {problem.path && ': '}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}

function Part({ heading, count, children }: { heading: string; count: number; children: ReactNode }) {
  const id = useId();
  if (count === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.reportPart}>
      <h5 id={id} className={styles.reportPartHeading}>
        {heading} ({count})
      </h5>
      {children}
    </section>
  );
}

/**
 * What a check found or an import did: pages imported (new or replacing), skipped and refused with each problem,
 * the navigation, footer and settings, and the pictures and documents this site does not hold. Every outcome is
 * said in words; nothing relies on colour.
 */
export function ImportReport({ report, onNavigate, headingRef }: Props) {
  const id = useId();
  const dry = report.dryRun;
  const parts = siteParts.filter((part) => report.site[part].outcome !== 'notInDocument');
  const open = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    // A new tab or window is the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(path);
  };
  return (
    <section aria-labelledby={id} className={styles.report}>
      <h4 id={id} ref={headingRef} tabIndex={-1} className={styles.reportHeading}>
        {dry ? text.checkHeading : text.importReportHeading}
      </h4>
      <Part heading={dry ? text.willImportHeading : text.importedHeading} count={report.imported.length}>
        <ul className={styles.list}>
          {report.imported.map((page) => (
            <li key={page.slug}>
              {!dry && page.pageId ? (
                <a href={address(page.slug)} className={styles.link} onClick={(event) => open(event, address(page.slug))}>
                  {address(page.slug)}
                </a>
              ) : (
                <span className={styles.slug}>{address(page.slug)}</span>
              )}
              {' – '}
              {importedLine(page.replaced, dry)}
            </li>
          ))}
        </ul>
      </Part>
      <Part heading={text.skippedHeading} count={report.skipped.length}>
        <ul className={styles.list}>
          {report.skipped.map((page) => (
            <li key={page.slug}>
              <span className={styles.slug}>{address(page.slug)}</span> – {page.reason}
            </li>
          ))}
        </ul>
      </Part>
      <Part heading={text.refusedHeading} count={report.refused.length}>
        <ul className={styles.list}>
          {report.refused.map((page, index) => (
            <li key={`${page.slug}-${index}`}>
              <span className={styles.slug}>{address(page.slug)}</span> – refused: {page.reason}
              <Problems problems={page.problems} label={`${text.problemsOf}: ${address(page.slug)}`} />
            </li>
          ))}
        </ul>
      </Part>
      <Part heading={text.siteHeading} count={parts.length}>
        <ul className={styles.list}>
          {parts.map((part) => (
            <li key={part}>
              <strong>{partLabels[part]}</strong>: {partOutcome(report.site[part], dry)}
              <Problems problems={report.site[part].problems ?? []} label={`${text.problemsOf}: ${partLabels[part]}`} />
            </li>
          ))}
        </ul>
      </Part>
      <Part heading={text.missingImagesHeading} count={report.missingImages.length}>
        <p className={styles.hint}>{text.missingImagesNote}</p>
        <ul className={styles.list}>
          {report.missingImages.map((image) => (
            <li key={image.imageId}>
              <strong>{image.name ?? image.imageId}</strong> – {usedBy(image.usedBy)}
            </li>
          ))}
        </ul>
      </Part>
      <Part heading={text.missingFilesHeading} count={report.missingFiles.length}>
        <p className={styles.hint}>{text.missingFilesNote}</p>
        <ul className={styles.list}>
          {report.missingFiles.map((file) => (
            <li key={file.fileId}>
              <strong>{file.name ?? file.fileId}</strong> – {usedBy(file.usedBy)}
            </li>
          ))}
        </ul>
      </Part>
    </section>
  );
}
