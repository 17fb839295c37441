import { cx } from '@/components/ui/class-names';
import { ArrowRightIcon } from '@/components/ui/icons';
import { linkHref } from '@/components/ui/link-href';
import { SiteLink } from '@/components/ui/site-link';
import type { BlockProps } from '../types';
import { textOrPlaceholder } from '../shared/edit-placeholder';
import type { ButtonCtaData } from './schema';
import './button-cta.styles';

/**
 * A single call to action on a band of its own: a large button-styled link, centred. Nothing is
 * drawn for visitors when the link has nowhere safe to go, so they never meet an empty band.
 */
export function ButtonCtaBlock({ data, path, editing }: BlockProps<ButtonCtaData>) {
  if (!editing && !linkHref(data.link)) return null;
  return (
    <div className="cs-button-cta">
      <SiteLink
        link={data.link}
        className={cx(
          'cs-button',
          'cs-button-cta__button',
          data.secondary && 'cs-button--secondary',
          data.notPrimary && 'cs-button--outline',
        )}
        editPath={`${path}.link`}
        editing={editing}
      >
        <span>{textOrPlaceholder(data.link.text.trim() || data.link.href, editing)}</span>
        <ArrowRightIcon />
      </SiteLink>
    </div>
  );
}
