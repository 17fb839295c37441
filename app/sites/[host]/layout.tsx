import type { ReactNode } from 'react';
import { SiteLayout } from '@/components/layout/site-layout';
import { EditorGate } from '@/editor/shell/editor-gate';
import { BUILD_PLACEHOLDER } from '@/lib/content/build-placeholder';
import { cleanHostname } from '@/lib/content/domains/hostname';
import { resolveDomain } from '@/lib/content/domains/resolve-domain';
import { emptySiteChrome, loadSiteChrome } from '@/lib/content/site/load-site-chrome';
import { MapsKeyProvider } from '@/components/blocks/map-content/maps-key';
import { FormsConfigProvider } from '@/components/forms/forms-config';
import { TagManager } from '@/components/layout/layout-parts';
import { env } from '@/lib/config/env';

export default async function SiteHostLayout({ children, params }: { children: ReactNode; params: Promise<{ host: string }> }) {
  const { host } = await params;
  if (host === BUILD_PLACEHOLDER) return children;
  const domain = await resolveDomain(cleanHostname(host));
  if (!domain) return children;
  // An unpublished domain gets an empty frame: visitors see nothing of it (every page is 'not found'), while
  // signed-in staff still get the editor to build the site before it is published.
  const chrome = domain.published ? await loadSiteChrome(domain._id) : emptySiteChrome(domain._id);
  // Wrapping the whole layout also reaches the editor's copy of the page (rendered through a portal).
  return (
    <MapsKeyProvider apiKey={env().GOOGLE_MAPS_API_KEY}>
      <FormsConfigProvider config={{ recaptchaSiteKey: env().RECAPTCHA_SITE_KEY }}>
        <SiteLayout chrome={chrome} overlay={<EditorGate domainId={domain._id} />}>
          {children}
        </SiteLayout>
        {env().GTM_ID ? <TagManager gtmId={env().GTM_ID} /> : null}
      </FormsConfigProvider>
    </MapsKeyProvider>
  );
}

export function generateStaticParams() {
  return [{ host: BUILD_PLACEHOLDER }];
}
