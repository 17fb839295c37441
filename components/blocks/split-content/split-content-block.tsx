import { cx } from '@/components/ui/class-names';
import { asContents } from '../generic-page/content-list';
import { RenderContents } from '../render-contents';
import type { BlockProps } from '../types';
import type { SplitContentData } from './schema';

/**
 * Two columns of components: stacked on phones, side by side from 768px.
 *
 * Reversing: the DOM follows the phone (stacked) order, so on phones what screen readers and the
 * Tab key meet is exactly what is seen. On larger screens the columns are placed with CSS grid;
 * a reversed desktop layout then differs from the DOM order only between two side-by-side columns,
 * where there is no single visual reading order to break.
 */
export function SplitContentBlock({ data, path }: BlockProps<SplitContentData>) {
  const column = (side: 'left' | 'right') => (
    <div
      key={side}
      className={`cs-split__column cs-split__${side}`}
      data-edit={`${path}.${side}`}
      data-edit-kind="content"
    >
      <RenderContents contents={asContents(data[side])} path={`${path}.${side}`} />
    </div>
  );
  const order = data.reverse.mobile ? (['right', 'left'] as const) : (['left', 'right'] as const);
  return (
    <div
      className={cx(
        'cs-split',
        `cs-split--width-${data.width}`,
        data.usePixelGap ? `cs-split--px-gap-${data.gap}` : `cs-split--gap-${data.gap}`,
        data.reverse.desktop && 'cs-split--reverse-desktop',
        data.matchHeight && 'cs-split--match-height',
      )}
    >
      {order.map(column)}
    </div>
  );
}
