import type { Page } from '@/lib/content/schemas';
import { RenderContents } from '@/components/blocks/render-contents';
import { PageHeader } from './page-header';

type PageViewProps = { page: Pick<Page, 'headerType' | 'header' | 'contents'> };

/** A whole content page: what visitors see and what the editor re-renders from its working copy. */
export function PageView({ page }: PageViewProps) {
  return (
    <>
      <PageHeader headerType={page.headerType} header={page.header} />
      <div className="cs-container cs-page-contents">
        <RenderContents contents={page.contents} path="contents" />
      </div>
    </>
  );
}
