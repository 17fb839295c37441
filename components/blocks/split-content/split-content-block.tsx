import { cx } from '@/components/ui/class-names';
import type { BlockProps } from '../types';
import { ContentSlot } from '../shared/content-slot';
import type { SplitContentData } from './schema';
import './split-content.styles';

/**
 * Two columns of components: stacked on phones, side by side from 768px.
 *
 * Reversing: the DOM follows the phone (stacked) order, so on phones what screen readers and the
 * Tab key meet is exactly what is seen. On larger screens the columns are placed with CSS grid;
 * a reversed desktop layout then differs from the DOM order only between two side-by-side columns,
 * where there is no single visual reading order to break.
 */
export function SplitContentBlock({ data, path, editing, renderContents }: BlockProps<SplitContentData>) {
  const column = (side: 'left' | 'right') => (
    <ContentSlot
      key={side}
      className={`cs-split__column cs-split__${side}`}
      contents={data[side]}
      path={`${path}.${side}`}
      editing={editing}
      renderContents={renderContents}
    />
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
