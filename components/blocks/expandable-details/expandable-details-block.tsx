import { cx } from '@/components/ui/class-names';
import { Illustration } from '@/components/ui/illustrations';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SiteLink } from '@/components/ui/site-link';
import { asContents } from '../generic-page/content-list';
import { RenderContents } from '../render-contents';
import type { BlockProps } from '../types';
import { Disclosure } from '../list-accordion/disclosure';
import { domId } from '../list-accordion/dom-id';
import type { ExpandableDetailsData } from './schema';

export const readMoreLabel = 'Read more';
export const readLessLabel = 'Read less';

/**
 * A heading with a picture and a link, and details behind a 'Read more' button. The button's name
 * is exactly what it shows; the heading is its description, so a screen reader listing several
 * 'Read more' buttons can still tell them apart.
 */
export function ExpandableDetailsBlock({ data, path }: BlockProps<ExpandableDetailsData>) {
  const headerId = domId(path, 'header');
  const imageRef = data.image?.desktop ?? data.image?.mobile;
  const hasImage = Boolean(imageRef?.imageId || imageRef?.src);
  const hasPicture = hasImage || data.illustration !== 'none';
  return (
    <div className={cx('cs-expandable', hasPicture && 'cs-expandable--with-picture')}>
      {hasPicture ? (
        <div className="cs-expandable__picture">
          {hasImage ? (
            <ResponsiveImage
              image={data.image}
              size="square"
              sizes="(min-width: 768px) 10rem, 6rem"
              className="cs-expandable__image"
              editPath={`${path}.image`}
            />
          ) : (
            <div data-edit={`${path}.illustration`} data-edit-kind="select">
              <Illustration name={data.illustration} className="cs-expandable__illustration" />
            </div>
          )}
        </div>
      ) : null}
      <div className="cs-expandable__body">
        {data.header.trim() ? (
          <h2 id={headerId} className="cs-expandable__header" data-edit={`${path}.header`} data-edit-kind="text">
            {data.header}
          </h2>
        ) : null}
        <SiteLink link={data.link} className="cs-text-link" editPath={`${path}.link`} />
        {data.contents.some(Boolean) ? (
          <Disclosure
            panelId={domId(path, 'details')}
            label={readMoreLabel}
            expandedLabel={readLessLabel}
            describedBy={data.header.trim() ? headerId : undefined}
            className="cs-expandable__details"
            buttonClassName="cs-button cs-button--outline cs-expandable__toggle"
            panelClassName="cs-expandable__panel"
          >
            <div data-edit={`${path}.contents`} data-edit-kind="content">
              <RenderContents contents={asContents(data.contents)} path={`${path}.contents`} />
            </div>
          </Disclosure>
        ) : null}
      </div>
    </div>
  );
}
