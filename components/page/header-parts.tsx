import type { Header } from '@/lib/content/schemas';
import { cx } from '@/components/ui/class-names';
import { ArrowRightIcon } from '@/components/ui/icons';
import { isUsableLink } from '@/components/ui/link-href';
import { SiteLink } from '@/components/ui/site-link';
import { hasUsableImage, ResponsiveImage } from '@/components/ui/responsive-image';
import { editAttributes } from '@/components/blocks/shared/edit-attributes';
import { ImagePlaceholder, textOrPlaceholder } from '@/components/blocks/shared/edit-placeholder';
import { headerImageShapes } from './header-shapes';
import { ListenButton } from './listen-button';

type ImageProps = { image: Header['image']; className: string; headerType: keyof typeof headerImageShapes; editing: boolean };

/** A picture with no words for it: decoration. */
const isDecorativeImage = (image: Header['image']) => !(image?.desktop?.alt || image?.mobile?.alt || image?.alt);

/** The header image, or nothing when none is set (the coloured panel then stands alone); a placeholder while editing. */
export function HeaderImage({ image, className, headerType, editing }: ImageProps) {
  if (!hasUsableImage(image)) {
    return editing ? <ImagePlaceholder path="header.image" editing className={className} /> : null;
  }
  const shape = headerImageShapes[headerType];
  // On a phone the half-width header has no side to put its picture beside: a decorative one is left out there, so
  // what the page offers (a hub's Filter, the first words) is not pushed below a picture that says nothing.
  const phoneHidden = headerType === 'HalfWidthImageCustomHeader' && isDecorativeImage(image);
  return (
    <div className={cx(className, phoneHidden && 'cs-page-header__image--wide-only')} {...editAttributes('header.image', 'image')}>
      {/* The largest thing on screen: load it first and eagerly. */}
      <ResponsiveImage
        image={image}
        size={shape.desktop}
        mobileSize={shape.mobile}
        phoneHidden={phoneHidden}
        priority
        sizes={headerType === 'HalfWidthImageCustomHeader' ? '(min-width: 768px) min(32rem, 45vw), 100vw' : '100vw'}
      />
    </div>
  );
}

/** Title, description, quick links and Listen: identical in both header types. */
export function HeaderText({ header, editing }: { header: Header; editing: boolean }) {
  // Visitors get only links that lead somewhere; the editor sees every link, to finish the unfinished ones.
  const showLinks = editing || header.quickLinks.some(isUsableLink);
  return (
    <>
      <h1 className="cs-page-header__title" {...editAttributes('header.title', 'text')}>
        {textOrPlaceholder(header.title, editing)}
      </h1>
      <p className="cs-page-header__description" {...editAttributes('header.description', 'text')}>
        {textOrPlaceholder(header.description, editing)}
      </p>
      {showLinks ? (
        <nav aria-label="Quick links">
          <ul
            className={cx('cs-quick-links', editing && !header.quickLinks.length && 'cs-edit-empty')}
            {...editAttributes('header.quickLinks', 'list')}
          >
            {header.quickLinks.map((link, index) =>
              editing || isUsableLink(link) ? (
                <li key={index}>
                  <SiteLink link={link} className="cs-quick-links__link" editPath={`header.quickLinks.${index}`} editing={editing}>
                    <span>{textOrPlaceholder(link.text, editing)}</span>
                    <ArrowRightIcon />
                  </SiteLink>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
      ) : null}
      <div className="cs-page-header__actions">
        <ListenButton />
      </div>
    </>
  );
}
