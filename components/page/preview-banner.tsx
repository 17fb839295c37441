import { PREVIEW_BANNER_TEXT } from '@/lib/preview/preview-text';
import styles from './preview-banner.module.css';

type Props = { expiresAt: string; expiresLabel: string };

/** Above a previewed working copy: says plainly that this is not the live page, and until when the link works. */
export function PreviewBanner({ expiresAt, expiresLabel }: Props) {
  return (
    <div className={styles.banner} role="note" aria-label="Preview notice">
      <p className={styles.title}>{PREVIEW_BANNER_TEXT}</p>
      <p className={styles.expiry}>
        This link expires at <time dateTime={expiresAt}>{expiresLabel}</time>.
      </p>
    </div>
  );
}
