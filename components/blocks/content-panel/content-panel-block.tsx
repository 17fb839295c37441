import { cx } from '@/components/ui/class-names';
import type { BlockProps } from '../types';
import { ContentSlot } from '../shared/content-slot';
import { editAttributes } from '../shared/edit-attributes';
import type { ContentPanelData } from './schema';
import '../shared/full-bleed.styles';

/**
 * Components on a coloured panel. The colour itself is painted by the wrapper RenderContents gives
 * every coloured component; `cs-full-bleed` tells ../shared/full-bleed.css to stretch that wrapper.
 */
export function ContentPanelBlock({ data, path, editing, renderContents }: BlockProps<ContentPanelData>) {
  return (
    <div
      className={cx('cs-content-panel', data.fullWidth && 'cs-full-bleed')}
      {...editAttributes(`${path}.backgroundColour`, 'select')}
    >
      <ContentSlot contents={data.contents} path={`${path}.contents`} editing={editing} renderContents={renderContents} />
    </div>
  );
}
