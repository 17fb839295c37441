import { ChevronIcon } from '@/components/ui/icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SiteLink } from '@/components/ui/site-link';
import { asContents } from '../generic-page/content-list';
import { RenderContents } from '../render-contents';
import type { BlockProps } from '../types';
import { Disclosure } from './disclosure';
import { domId } from './dom-id';
import type { ListAccordionData } from './schema';

/**
 * Headed items, each opened and closed by its own button; the others stay as they are. Only the
 * toggle runs in the browser: every panel is rendered here, on the server, and hidden.
 * An item without a header is left out, as its button would have no name.
 */
export function ListAccordionBlock({ data, path }: BlockProps<ListAccordionData>) {
  if (!data.items.some((item) => item.header.trim())) return null;
  return (
    <div className="cs-accordion" data-edit={`${path}.items`} data-edit-kind="list">
      {data.items.map((item, index) => {
        const itemPath = `${path}.items.${index}`;
        if (!item.header.trim()) return null;
        return (
          <Disclosure
            key={index}
            panelId={domId(itemPath, 'panel')}
            inHeading
            className="cs-accordion__item"
            headingClassName="cs-accordion__heading"
            buttonClassName="cs-accordion__button"
            panelClassName="cs-accordion__panel"
            label={
              <>
                <span data-edit={`${itemPath}.header`} data-edit-kind="text">
                  {item.header}
                </span>
                <ChevronIcon className="cs-accordion__chevron" />
              </>
            }
          >
            <ResponsiveImage
              image={item.image}
              size="media"
              sizes="(min-width: 1200px) 40rem, 90vw"
              className="cs-accordion__image"
              editPath={`${itemPath}.image`}
            />
            <div data-edit={`${itemPath}.contents`} data-edit-kind="content">
              <RenderContents contents={asContents(item.contents)} path={`${itemPath}.contents`} />
            </div>
            <SiteLink link={item.link} className="cs-text-link" editPath={`${itemPath}.link`} />
          </Disclosure>
        );
      })}
    </div>
  );
}
