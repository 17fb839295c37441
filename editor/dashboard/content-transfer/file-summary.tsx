import { submissionTime } from '../form-submissions/submission-fields';
import type { ContentFile } from './content-file';
import { pagesCount } from './content-transfer-labels';
import styles from './content-transfer.styles';

/** What the chosen file holds, read from the file itself: so a wrong file is noticed before the check. */
export function FileSummary({ file }: { file: ContentFile }) {
  const what = file.scope === 'page' ? 'one page' : 'a whole site';
  const from = file.domainName ? ` of ${file.domainName}` : '';
  const when = file.exportedAt ? submissionTime(file.exportedAt) : '';
  const parts = file.siteParts ? ', with navigation, footer and site settings' : '';
  return (
    <p className={styles.summary}>
      <strong>{file.fileName}</strong>: {what}
      {from}
      {when && (
        <>
          , exported <time dateTime={file.exportedAt}>{when}</time>
        </>
      )}
      {` – ${pagesCount(file.pages)}${parts}.`}
    </p>
  );
}
