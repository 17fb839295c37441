import { cx } from '@/components/ui/class-names';
import { IconBase, type IconProps } from '@/components/ui/icon-base';
import type { BlockProps } from '../types';
import { editAttributes } from '../shared/edit-attributes';
import { showsText, textOrPlaceholder } from '../shared/edit-placeholder';
import type { IconListData } from './schema';
import './icon-list.styles';

/** A tick in a soft circle of the text colour, so it suits any background. Decorative: the list says it. */
const TickIcon = (props: IconProps) => (
  <IconBase {...props}>
    <circle cx="12" cy="12" r="10" fill="currentColor" fillOpacity={0.14} stroke="none" />
    <path d="M7.5 12.5l3 3 6-7" />
  </IconBase>
);

/**
 * A bulleted list with a tick for each point. Blank items (e.g. just added) are left out for visitors;
 * while editing they show a placeholder, and an empty list still shows where to add the first item.
 */
export function IconListBlock({ data, path, editing }: BlockProps<IconListData>) {
  if (!editing && !data.items.some((item) => item.text.trim())) return null;
  return (
    // role="list": Safari drops list semantics from a list styled without bullets.
    <ul
      role="list"
      className={cx('cs-icon-list', editing && !data.items.length && 'cs-edit-empty')}
      {...editAttributes(`${path}.items`, 'list')}
    >
      {data.items.map((item, index) =>
        showsText(item.text, editing) ? (
          <li key={index} className="cs-icon-list__item">
            <TickIcon className="cs-icon-list__icon" />
            <span {...editAttributes(`${path}.items.${index}.text`, 'text')}>{textOrPlaceholder(item.text, editing)}</span>
          </li>
        ) : null,
      )}
    </ul>
  );
}
