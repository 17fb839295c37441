import type { ReactNode } from 'react';
import { SiteLayout } from '@/components/layout/site-layout';
import { EditorLoader } from '@/editor/editor-loader';
import { BUILD_PLACEHOLDER } from '@/lib/content/build-placeholder';
import { cleanHostname, resolveDomainId } from '@/lib/content/resolve-domain';
import { loadSiteChrome } from '@/lib/content/load-site-chrome';
import { MapsKeyProvider } from '@/components/blocks/map-content/maps-key';
import { env } from '@/lib/config/env';

export default async function SiteHostLayout({ children, params }: { children: ReactNode; params: Promise<{ host: string }> }) {
  const { host } = await params;
  if (host === BUILD_PLACEHOLDER) return children;
  const domainId = await resolveDomainId(cleanHostname(host));
  if (!domainId) return children;
  const chrome = await loadSiteChrome(domainId);
  // Wrapping the whole layout also reaches the editor's copy of the page (rendered through a portal).
  return (
    <MapsKeyProvider apiKey={env().GOOGLE_MAPS_API_KEY}>
      <SiteLayout chrome={chrome} overlay={<EditorLoader domainId={domainId} />}>
        {children}
      </SiteLayout>
    </MapsKeyProvider>
  );
}

export function generateStaticParams() {
  return [{ host: BUILD_PLACEHOLDER }];
}
