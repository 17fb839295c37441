import { contentRenderer } from '@/components/blocks/render-contents';

/** What RenderContents hands a block besides its data, for tests that render one block on its own. */
export const blockProps = (path: string, editing = false) => ({ path, editing, renderContents: contentRenderer(editing) });
