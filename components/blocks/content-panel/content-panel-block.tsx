import { cx } from '@/components/ui/class-names';
import { asContents } from '../generic-page/content-list';
import { RenderContents } from '../render-contents';
import type { BlockProps } from '../types';
import type { ContentPanelData } from './schema';

/**
 * Components on a coloured panel. The colour itself is painted by the wrapper RenderContents gives
 * every coloured component; `cs-full-bleed` tells styles/blocks-panels.css to stretch that wrapper.
 */
export function ContentPanelBlock({ data, path }: BlockProps<ContentPanelData>) {
  return (
    <div
      className={cx('cs-content-panel', data.fullWidth && 'cs-full-bleed')}
      data-edit={`${path}.backgroundColour`}
      data-edit-kind="select"
    >
      <div data-edit={`${path}.contents`} data-edit-kind="content">
        <RenderContents contents={asContents(data.contents)} path={`${path}.contents`} />
      </div>
    </div>
  );
}
