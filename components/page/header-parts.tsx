import type { Header } from '@/lib/content/schemas';
import { ArrowRightIcon } from '@/components/ui/icons';
import { isUsableLink } from '@/components/ui/link-href';
import { SiteLink } from '@/components/ui/site-link';
import { ListenButton } from './listen-button';
import { ResponsiveImage } from '@/components/ui/responsive-image';

/** The header image, or nothing when none is set (the coloured panel then stands alone). */
export function HeaderImage({ image, className, shape }: { image: Header['image']; className: string; shape: 'headerDesktop' | 'square' }) {
  if (!image?.desktop?.imageId && !image?.desktop?.src && !image?.mobile?.imageId && !image?.mobile?.src) return null;
  return (
    <div className={className} data-edit="header.image" data-edit-kind="image">
      {/* The largest thing on screen: load it first and eagerly. */}
      <ResponsiveImage image={image} size={shape} priority sizes={shape === 'square' ? '(min-width: 768px) 50vw, 100vw' : '100vw'} />
    </div>
  );
}

/** Title, description, quick links and Listen: identical in both header types. */
export function HeaderText({ header }: { header: Header }) {
  return (
    <>
      <h1 className="cs-page-header__title" data-edit="header.title" data-edit-kind="text">
        {header.title}
      </h1>
      <p className="cs-page-header__description" data-edit="header.description" data-edit-kind="text">
        {header.description}
      </p>
      {header.quickLinks.some(isUsableLink) ? (
        <nav aria-label="Quick links">
          <ul className="cs-quick-links" data-edit="header.quickLinks" data-edit-kind="list">
            {header.quickLinks.map((link, index) =>
              isUsableLink(link) ? (
                <li key={index}>
                  <SiteLink link={link} className="cs-quick-links__link" editPath={`header.quickLinks.${index}`}>
                    <span>{link.text}</span>
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
