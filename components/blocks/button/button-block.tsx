import { cx } from '@/components/ui/class-names';
import { SiteLink } from '@/components/ui/site-link';
import type { BlockProps } from '../types';
import type { ButtonData } from './schema';

/** A link that looks like a button; it stays a link because it navigates. */
export function ButtonBlock({ data, path, editing }: BlockProps<ButtonData>) {
  return (
    <SiteLink
      link={data.link}
      className={cx('cs-button', data.secondary && 'cs-button--secondary', data.notPrimary && 'cs-button--outline')}
      editPath={`${path}.link`}
      editing={editing}
    />
  );
}
