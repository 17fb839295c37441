import { cx } from '@/components/ui/class-names';
import { ChevronIcon } from '@/components/ui/icons';
import { hasUsableImage, ResponsiveImage } from '@/components/ui/responsive-image';
import { SiteLink } from '@/components/ui/site-link';
import type { BlockProps } from '../types';
import { ContentSlot } from '../shared/content-slot';
import { Disclosure } from '../block-parts';
import { domId } from '../shared/dom-id';
import { editAttributes } from '../shared/edit-attributes';
import { ImagePlaceholder, showsText, textOrPlaceholder } from '../shared/edit-placeholder';
import type { ListAccordionData } from './schema';
import '../shared/text-link.styles';
import './list-accordion.styles';

/**
 * Headed items, each opened and closed by its own button; the others stay as they are. Only the
 * toggle runs in the browser: every panel is rendered here, on the server, and hidden.
 * For visitors an item without a header is left out, as its button would have no name; while
 * editing every item shows (the placeholder names it) and starts open.
 */
export function ListAccordionBlock({ data, path, editing, renderContents }: BlockProps<ListAccordionData>) {
  if (!editing && !data.items.some((item) => item.header.trim())) return null;
  return (
    <div className={cx('cs-accordion', editing && !data.items.length && 'cs-edit-empty')} {...editAttributes(`${path}.items`, 'list')}>
      {data.items.map((item, index) => {
        const itemPath = `${path}.items.${index}`;
        if (!showsText(item.header, editing)) return null;
        return (
          <Disclosure
            key={index}
            panelId={domId(itemPath, 'panel')}
            inHeading
            initiallyOpen={editing}
            className="cs-accordion__item"
            headingClassName="cs-accordion__heading"
            buttonClassName="cs-accordion__button"
            panelClassName="cs-accordion__panel"
            label={
              <>
                <span {...editAttributes(`${itemPath}.header`, 'text')}>{textOrPlaceholder(item.header, editing)}</span>
                <ChevronIcon className="cs-accordion__chevron" />
              </>
            }
          >
            {editing && !hasUsableImage(item.image) ? (
              <ImagePlaceholder path={`${itemPath}.image`} editing className="cs-accordion__image" />
            ) : (
              <ResponsiveImage
                image={item.image}
                size="media"
                sizes="(min-width: 1200px) 40rem, 90vw"
                className="cs-accordion__image"
                editPath={`${itemPath}.image`}
              />
            )}
            <ContentSlot contents={item.contents} path={`${itemPath}.contents`} editing={editing} renderContents={renderContents} />
            <SiteLink link={item.link} className="cs-text-link" editPath={`${itemPath}.link`} editing={editing} />
          </Disclosure>
        );
      })}
    </div>
  );
}
