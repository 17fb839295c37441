import { cx } from '@/components/ui/class-names';
import { Illustration } from '@/components/ui/illustrations';
import { hasUsableImage, ResponsiveImage } from '@/components/ui/responsive-image';
import { SiteLink } from '@/components/ui/site-link';
import type { BlockProps } from '../types';
import { ContentSlot } from '../shared/content-slot';
import { Disclosure } from '../block-parts';
import { domId } from '../shared/dom-id';
import { editAttributes } from '../shared/edit-attributes';
import { EditPlaceholder, ImagePlaceholder, illustrationPlaceholder, showsText, textOrPlaceholder } from '../shared/edit-placeholder';
import type { ExpandableDetailsData } from './schema';
import '../shared/text-link.styles';
import './expandable-details.styles';

export const readMoreLabel = 'Read more';
export const readLessLabel = 'Read less';

/**
 * A heading with a picture and a link, and details behind a 'Read more' button. The button's name
 * is exactly what it shows; the heading is its description, so a screen reader listing several
 * 'Read more' buttons can still tell them apart. While editing, every part shows, even empty.
 */
export function ExpandableDetailsBlock({ data, path, editing, renderContents }: BlockProps<ExpandableDetailsData>) {
  const headerId = domId(path, 'header');
  const hasImage = hasUsableImage(data.image);
  const hasIllustration = data.illustration !== 'none';
  const hasPicture = hasImage || hasIllustration || editing;
  const hasHeader = Boolean(data.header.trim());
  const illustration = (
    <div {...editAttributes(`${path}.illustration`, 'select')}>
      {hasIllustration ? (
        <Illustration name={data.illustration} className="cs-expandable__illustration" />
      ) : (
        <EditPlaceholder text={illustrationPlaceholder} />
      )}
    </div>
  );
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
            <>
              {editing ? <ImagePlaceholder path={`${path}.image`} editing className="cs-expandable__image" /> : null}
              {illustration}
            </>
          )}
        </div>
      ) : null}
      <div className="cs-expandable__body">
        {showsText(data.header, editing) ? (
          <h2 id={headerId} className="cs-expandable__header" {...editAttributes(`${path}.header`, 'text')}>
            {textOrPlaceholder(data.header, editing)}
          </h2>
        ) : null}
        <SiteLink link={data.link} className="cs-text-link" editPath={`${path}.link`} editing={editing} />
        {editing || data.contents.some(Boolean) ? (
          <Disclosure
            panelId={domId(path, 'details')}
            label={readMoreLabel}
            expandedLabel={readLessLabel}
            describedBy={hasHeader ? headerId : undefined}
            initiallyOpen={editing}
            className="cs-expandable__details"
            buttonClassName="cs-button cs-button--outline cs-expandable__toggle"
            panelClassName="cs-expandable__panel"
          >
            <ContentSlot contents={data.contents} path={`${path}.contents`} editing={editing} renderContents={renderContents} />
          </Disclosure>
        ) : null}
      </div>
    </div>
  );
}
