'use client';

import { useEffect, useState, type MouseEvent } from 'react';
import { PageView } from '@/components/page/page-view';
import { PageSchema } from '@/lib/content/schemas';
import { callApi } from '@/lib/api/client';
import { ModalDialog } from '../ui/modal-dialog';
import { describeVersion, type VersionSummary } from './page-panel-text';
import styles from '../ui/panel.styles';
import { ErrorAlert } from '../ui/error-alert';
import { useCrisisTokensShown } from '../settings/use-shared-settings';
import { useImageRevisionsShown } from '../document/use-image-revisions';

const PreviewSchema = PageSchema.pick({ headerType: true, header: true, contents: true });
type PreviewPage = ReturnType<typeof PreviewSchema.parse>;

type Props = { version: VersionSummary; domainId: string; restoring: boolean; onRestore: () => void; onClose: () => void };

/** Links in a preview stay put: following one would leave the editor. */
const stayHere = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};

/** One version of the page as visitors would have seen it, read-only, with the way to restore it. */
export function VersionPreviewDialog({ version, domainId, restoring, onRestore, onClose }: Props) {
  const [page, setPage] = useState<PreviewPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = useImageRevisionsShown(useCrisisTokensShown(domainId, page));
  useEffect(() => {
    let cancelled = false;
    callApi<{ version: { page: Record<string, unknown> } }>('page/version', { query: { _id: version._id, domainId } }).then(
      (answer) => {
        if (cancelled) return;
        const parsed = PreviewSchema.safeParse(answer.version.page);
        if (parsed.success) setPage(parsed.data);
        else setError('This version cannot be shown.');
      },
      (failure: unknown) => !cancelled && setError(failure instanceof Error ? failure.message : 'This version could not be loaded.'),
    );
    return () => {
      cancelled = true;
    };
  }, [version._id, domainId]);

  return (
    <ModalDialog title="Version preview" onClose={onClose} wide>
      <p>{describeVersion(version)}. This is how the page looked then; it cannot be edited here.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onRestore} disabled={restoring || !page}>
          Restore this version
        </button>
      </div>
      {!page && !error && <p className={styles.note}>Loading the version…</p>}
      <ErrorAlert message={error} className={styles.error} />
      {shown && (
        <section className={styles.preview} aria-label="The page as it was" onClickCapture={stayHere}>
          <PageView page={shown} />
        </section>
      )}
    </ModalDialog>
  );
}
