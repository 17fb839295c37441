'use client';

import { useCallback, useEffect, useId, useState } from 'react';
import type { Page } from '@/lib/content/schemas';
import { DEFAULT_PREVIEW_LINK_DAYS, PREVIEW_LINK_DAYS, type PreviewLinkSummary } from '@/lib/preview/preview-link-types';
import { createPreviewLink, listPreviewLinks, previewUrl, revokePreviewLink } from '../preview/preview-link-api';
import { useToast } from '../ui/toasts';
import { formatWhen } from './page-panel-text';
import styles from '../ui/panel.styles';
import { FieldShell } from '@/editor/ui/field-shell';
import { ErrorAlert } from '../ui/error-alert';

type Props = { savedPage: Page; dirty: boolean; busy: boolean };

export const PREVIEW_LINK_COPIED = 'Preview link copied';
export const PREVIEW_LINK_REVOKED = 'Preview link revoked';
export const REVOKE_PREVIEW_CONFIRM = 'Revoke this preview link? Anyone who has it will no longer be able to open the page.';
const dayLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);
const statusText: Record<PreviewLinkSummary['status'], string> = { active: 'Expires', expired: 'Expired', revoked: 'Revoked' };

/**
 * 'Preview links': a signed address that shows the page's saved working copy to someone without an account
 * (a reviewer, a clinician checking wording), for 1, 7 or 30 days, until it is revoked.
 */
export function PreviewLinkSection({ savedPage, dirty, busy }: Props) {
  const id = useId();
  const notify = useToast();
  const pageId = savedPage._id;
  const [links, setLinks] = useState<PreviewLinkSummary[]>([]);
  const [days, setDays] = useState<number>(DEFAULT_PREVIEW_LINK_DAYS);
  const [loading, setLoading] = useState(true);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setLinks(await listPreviewLinks(pageId));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The preview links could not be loaded.');
    } finally {
      setLoading(false);
    }
  }, [pageId]);
  useEffect(() => {
    void load();
  }, [load]);

  const run = async (action: () => Promise<void>, fallback: string) => {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : fallback);
    } finally {
      setPending(false);
    }
  };

  const create = () =>
    run(async () => {
      const link = await createPreviewLink(pageId, days);
      setLinks((shown) => [link, ...shown]);
      if (link.path) setCreated(previewUrl(link.path));
    }, 'The preview link could not be created.');

  const revoke = (link: PreviewLinkSummary) => {
    if (!window.confirm(REVOKE_PREVIEW_CONFIRM)) return;
    void run(async () => {
      const revoked = await revokePreviewLink(link._id);
      setLinks((shown) => shown.map((l) => (l._id === revoked._id ? revoked : l)));
      if (link.path && created === previewUrl(link.path)) setCreated(null);
      notify('success', PREVIEW_LINK_REVOKED);
    }, 'The preview link could not be revoked.');
  };

  const copy = async (path: string) => {
    try {
      await navigator.clipboard.writeText(previewUrl(path));
      notify('success', PREVIEW_LINK_COPIED);
    } catch {
      // No clipboard (an insecure address, or permission refused): show the address to copy by hand.
      setCreated(previewUrl(path));
      notify('error', 'The link could not be copied: select it in the box and copy it.');
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`} aria-busy={loading}>
      <h3 id={`${id}-heading`}>Preview links</h3>
      <p className={styles.note}>
        A preview link shows this page as last saved, including unpublished changes, to anyone who has the link. They need no account, and search engines
        never index it.
      </p>
      {dirty && <p className={styles.note}>You have unsaved changes: save the page first for them to appear in a preview.</p>}
      <FieldShell id={`${id}-days`} label="Link works for">
        <select id={`${id}-days`} className={styles.select} value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {PREVIEW_LINK_DAYS.map((d) => (
            <option key={d} value={d}>
              {dayLabel(d)}
            </option>
          ))}
        </select>
      </FieldShell>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => void create()} disabled={pending || busy}>
          Create preview link
        </button>
      </div>
      {created && (
        <FieldShell id={`${id}-created`} label="New preview link">
          <input id={`${id}-created`} className={styles.input} readOnly value={created} onFocus={(event) => event.currentTarget.select()} />
        </FieldShell>
      )}
      <ErrorAlert message={error} className={styles.error} />
      {links.length > 0 && (
        <ul className={styles.versionList} aria-label="Preview links of this page">
          {links.map((link) => {
            const textId = `${id}-${link._id}`;
            const when = link.status === 'revoked' ? link.revokedAt : link.expiresAt;
            return (
              <li key={link._id} className={styles.version}>
                <p id={textId} className={styles.versionText}>
                  <strong>
                    {statusText[link.status]} <time dateTime={when ?? undefined}>{formatWhen(when)}</time>
                  </strong>{' '}
                  Made by {link.createdByName || 'a former user'}, <time dateTime={link.createdAt}>{formatWhen(link.createdAt)}</time>
                </p>
                {link.status === 'active' && link.path && (
                  <>
                    <button type="button" className={`${styles.button} ${styles.small}`} aria-describedby={textId} onClick={() => void copy(link.path!)}>
                      Copy link
                    </button>
                    <button type="button" className={`${styles.button} ${styles.small}`} aria-describedby={textId} onClick={() => revoke(link)} disabled={pending}>
                      Revoke
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!loading && links.length === 0 && !error && <p className={styles.note}>No preview links yet.</p>}
    </section>
  );
}
