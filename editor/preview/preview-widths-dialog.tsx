'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { FullScreenDialog } from '../dashboard/full-screen-dialog';
import { createPreviewLink, previewUrl, revokePreviewLink } from './preview-link-api';
import { PREVIEW_WIDTHS, PREVIEW_WIDTHS_DIRTY_NOTE, PREVIEW_WIDTHS_SAVED_NOTE, PREVIEW_WIDTHS_TITLE, frameScales } from './preview-widths';
import styles from './preview-widths.styles';
import { ErrorAlert } from '../ui/error-alert';

type Props = {
  pageId: string;
  /** Unsaved edits: the frames show the saved copy, so the dialog offers to save first. */
  dirty: boolean;
  busy: boolean;
  /** Saves as the menu's 'Save page' does; answers whether it was saved. */
  onSave: () => Promise<boolean>;
  onClose: () => void;
};

/** Room the frames take below the dialog's header and note, for the frames' visible height. */
const CHROME_HEIGHT = 220;

/**
 * The saved working copy side by side at phone, tablet and desktop widths. The frames open a short-lived preview
 * link (lib/preview), so they show exactly what a reviewer sees: the visitor layout and blocks, no editor. The
 * link is revoked when the dialog closes. Unsaved edits are not saved behind the editor's back: the dialog says
 * they are missing and offers 'Save page and refresh'.
 */
export function PreviewWidthsDialog({ pageId, dirty, busy, onSave, onClose }: Props) {
  const [link, setLink] = useState<{ id: string; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [room, setRoom] = useState({ width: 1200, height: 700 });
  const frames = useRef<HTMLDivElement>(null);
  const current = useRef<string | null>(null);
  const alive = useRef(true);

  const open = useCallback(async () => {
    setError(null);
    try {
      const made = await createPreviewLink(pageId, 1, 'widths');
      if (!alive.current) {
        void revokePreviewLink(made._id).catch(() => {});
        return;
      }
      const previous = current.current;
      current.current = made._id;
      if (previous) void revokePreviewLink(previous).catch(() => {});
      setLink(made.path ? { id: made._id, url: previewUrl(made.path) } : null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The preview could not be opened.');
    }
  }, [pageId]);

  useEffect(() => {
    alive.current = true;
    void open();
    return () => {
      alive.current = false;
      // The frames' link is of no use once they are gone (it would expire within the hour anyway).
      if (current.current) void revokePreviewLink(current.current).catch(() => {});
      current.current = null;
    };
  }, [open]);

  useEffect(() => {
    const measure = () => setRoom({ width: frames.current?.clientWidth || window.innerWidth - 48, height: Math.max(320, window.innerHeight - CHROME_HEIGHT) });
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const saveAndRefresh = async () => {
    setSaving(true);
    try {
      if (await onSave()) await open();
    } finally {
      setSaving(false);
    }
  };

  const scales = frameScales(room.width);
  return (
    <FullScreenDialog title={PREVIEW_WIDTHS_TITLE} onClose={onClose}>
      <div className={styles.notes}>
        <p className={styles.note}>{dirty ? PREVIEW_WIDTHS_DIRTY_NOTE : PREVIEW_WIDTHS_SAVED_NOTE}</p>
        {dirty && (
          <button type="button" className={styles.button} onClick={() => void saveAndRefresh()} disabled={saving || busy}>
            Save page and refresh
          </button>
        )}
      </div>
      <ErrorAlert message={error} className={styles.error} />
      <div ref={frames} className={styles.frames} aria-busy={!link && !error}>
        {PREVIEW_WIDTHS.map(({ id, label, width }) => {
          const scale = scales[id];
          const height = Math.round(room.height / scale);
          return (
            <figure key={id} className={styles.figure} style={{ width: Math.round(width * scale) }}>
              <figcaption className={styles.caption}>
                {label}
                {scale < 1 && <span className={styles.scale}> shown at {Math.round(scale * 100)}%</span>}
              </figcaption>
              <div className={styles.viewport} style={{ width: Math.round(width * scale), height: room.height }}>
                {link ? (
                  <iframe
                    key={link.id}
                    className={styles.frame}
                    title={`${label} preview`}
                    src={link.url}
                    width={width}
                    height={height}
                    style={{ width, height, transform: `scale(${scale})` }}
                  />
                ) : (
                  !error && <p className={styles.loading}>Loading the preview…</p>
                )}
              </div>
            </figure>
          );
        })}
      </div>
    </FullScreenDialog>
  );
}
