import type { Page } from '@/lib/content/schemas';
import { RenderContents } from '@/components/blocks/render-contents';
import { editAttributes } from '@/components/blocks/shared/edit-attributes';
import { cx } from '@/components/ui/class-names';
import { PageHeader } from './page-header';

type PageViewProps = {
  page: Pick<Page, 'headerType' | 'header' | 'contents'>;
  /** True in the editor: empty values show placeholders so they can be clicked. */
  editing?: boolean;
};

/** A whole content page: what visitors see and what the editor re-renders from its working copy. */
export function PageView({ page, editing = false }: PageViewProps) {
  // Marked as the page's content list, so even an empty page has somewhere to click to add the first block.
  const empty = editing && !page.contents.length;
  return (
    <>
      <PageHeader headerType={page.headerType} header={page.header} editing={editing} />
      <div className={cx('cs-container', 'cs-page-contents', empty && 'cs-edit-empty')} {...editAttributes('contents', 'content')}>
        <RenderContents contents={page.contents} path="contents" editing={editing} />
      </div>
    </>
  );
}
