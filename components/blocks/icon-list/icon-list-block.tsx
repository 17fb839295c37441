import { IconBase, type IconProps } from '@/components/ui/icon-base';
import type { BlockProps } from '../types';
import type { IconListData } from './schema';

/** A tick in a soft circle of the text colour, so it suits any background. Decorative: the list says it. */
const TickIcon = (props: IconProps) => (
  <IconBase {...props}>
    <circle cx="12" cy="12" r="10" fill="currentColor" fillOpacity={0.14} stroke="none" />
    <path d="M7.5 12.5l3 3 6-7" />
  </IconBase>
);

/** A bulleted list with a tick for each point. Blank items (e.g. just added) are left out. */
export function IconListBlock({ data, path }: BlockProps<IconListData>) {
  if (!data.items.some((item) => item.text.trim())) return null;
  return (
    // role="list": Safari drops list semantics from a list styled without bullets.
    <ul role="list" className="cs-icon-list" data-edit={`${path}.items`} data-edit-kind="list">
      {data.items.map((item, index) =>
        item.text.trim() ? (
          <li key={index} className="cs-icon-list__item">
            <TickIcon className="cs-icon-list__icon" />
            <span data-edit={`${path}.items.${index}.text`} data-edit-kind="text">
              {item.text}
            </span>
          </li>
        ) : null,
      )}
    </ul>
  );
}
