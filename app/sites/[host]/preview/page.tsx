import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { PageView } from '@/components/page/page-view';
import { PreviewBanner } from '@/components/page/preview-banner';
import { preloadBlockData } from '@/components/blocks/server-data';
import { BUILD_PLACEHOLDER } from '@/lib/content/build-placeholder';
import { loadPreview } from '@/lib/preview/load-preview';
import { PREVIEW_TOKEN_HEADER } from '@/lib/preview/preview-headers';
import { withPublishedCrisisTokens } from '@/lib/content/site/load-crisis-contacts';
import { withImageRevisions } from '@/lib/images/image-revisions';

type Props = { params: Promise<{ host: string }> };

// Rendered for each request and never cached: a revoked link stops working at once. The proxy has already
// answered 404/410 to a link that does not work and hands the token over in a request header, so the address
// Next sees is the same for every link (no cache entry per token); checking again here covers a revocation in between.
export const instant = false;

export const metadata: Metadata = { title: 'Preview of unpublished changes', robots: { index: false, follow: false } };

/** /preview/<token>: a page's working copy, read-only, in the visitor layout, for reviewers without an account. */
export default async function PreviewPage({ params }: Props) {
  const { host } = await params;
  if (host === BUILD_PLACEHOLDER) notFound();
  const token = (await headers()).get(PREVIEW_TOKEN_HEADER);
  const preview = token ? await loadPreview(host, token) : null;
  if (!preview) notFound();
  // What its hub, featured content and crisis-contact blocks show: published pages, as visitors would see them.
  const blockData = await preloadBlockData(preview.domainId, preview.page);
  return (
    <>
      <PreviewBanner expiresAt={preview.expiresAt} expiresLabel={preview.expiresLabel} />
      <div id="page-content">
        <PageView page={await withImageRevisions(await withPublishedCrisisTokens(preview.domainId, preview.page))} blockData={await withImageRevisions(blockData)} />
      </div>
    </>
  );
}
