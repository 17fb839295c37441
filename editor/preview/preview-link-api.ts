// The editor's side of preview links: the three calls and the full address a reviewer is sent.
import { callApi } from '@/lib/api/client';
import type { PreviewLinkPurpose, PreviewLinkSummary } from '@/lib/preview/preview-link-types';

export const createPreviewLink = async (pageId: string, days: number, purpose: PreviewLinkPurpose = 'share') =>
  (await callApi<{ link: PreviewLinkSummary }>('page/createPreviewLink', { body: { pageId, collection: 'pages', days, ...(purpose === 'share' ? {} : { purpose }) } })).link;

export const listPreviewLinks = async (pageId: string) => (await callApi<{ links: PreviewLinkSummary[] }>('page/listPreviewLinks', { body: { pageId } })).links;

export const revokePreviewLink = async (id: string) => (await callApi<{ link: PreviewLinkSummary }>('page/revokePreviewLink', { body: { id } })).link;

/** The editor always runs on the page's own domain host, so the link is on this origin. */
export const previewUrl = (path: string) => new URL(path, window.location.origin).href;
