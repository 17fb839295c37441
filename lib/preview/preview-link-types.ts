// What the editor and the server share about preview links (no server code: the editor imports this).

/** How long a new link works, in days: the editor offers exactly these. */
export const PREVIEW_LINK_DAYS = [1, 7, 30] as const;
export const DEFAULT_PREVIEW_LINK_DAYS = 7;

/**
 * 'share': a link an editor sends to reviewers, listed in page settings. 'widths': the link the editor's
 * 'Preview widths' dialog loads in its frames, for a short while only and never listed.
 */
export const PREVIEW_LINK_PURPOSES = ['share', 'widths'] as const;
export type PreviewLinkPurpose = (typeof PREVIEW_LINK_PURPOSES)[number];
export const WIDTHS_LINK_MINUTES = 60;

export type PreviewLinkStatus = 'active' | 'expired' | 'revoked';

/** What the editor lists: never the token itself, only the path while the link still works. */
export type PreviewLinkSummary = {
  _id: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  createdByName: string;
  status: PreviewLinkStatus;
  /** '/preview/<token>' on the page's host, while the link is active; null once it expired or was revoked. */
  path: string | null;
};
