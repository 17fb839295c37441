import type { Page } from '@/lib/content/schemas';
import { RenderContents } from '@/components/blocks/render-contents';
import { CurrentPageProvider } from '@/components/blocks/shared/current-page';
import { editAttributes } from '@/components/blocks/shared/edit-attributes';
import { cx } from '@/components/ui/class-names';
import type { BlockData } from '@/components/blocks/types';
import { PageHeader } from './page-header';

type PageViewProps = {
  /** With its id, domain and address when it has them: blocks that ask the API for more (featured content) need the
   * first two, a form posted without its script the address. */
  page: Pick<Page, 'headerType' | 'header' | 'contents'> & Partial<Pick<Page, '_id' | 'domainId' | 'slug'>>;
  /** True in the editor: empty values show placeholders so they can be clicked. */
  editing?: boolean;
  /** What the server loaded for the hub and featured content blocks (visitors only). */
  blockData?: BlockData;
};

/** A whole content page: what visitors see and what the editor re-renders from its working copy. */
export function PageView({ page, editing = false, blockData }: PageViewProps) {
  // Marked as the page's content list, so even an empty page has somewhere to click to add the first block.
  const empty = editing && !page.contents.length;
  return (
    <>
      <PageHeader headerType={page.headerType} header={page.header} editing={editing} />
      <div className={cx('cs-container', 'cs-page-contents', empty && 'cs-edit-empty')} {...editAttributes('contents', 'content')}>
        <CurrentPageProvider domainId={page.domainId} pageId={page._id} slug={page.slug}>
          <RenderContents contents={page.contents} path="contents" editing={editing} blockData={blockData} />
        </CurrentPageProvider>
      </div>
    </>
  );
}
