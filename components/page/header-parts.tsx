import type { Header } from '@/lib/content/schemas';
import { ArrowRightIcon } from '@/components/ui/icons';
import { isUsableLink } from '@/components/ui/link-href';
import { SiteLink } from '@/components/ui/site-link';
import { ListenButton } from './listen-button';

/** Sizes of the header image as stored (SPEC.md §9), so the browser reserves its space. */
const desktopSize = { width: 1920, height: 1080 };
const mobileSize = { width: 750, height: 423 };

/** The header image, or nothing when none is set (the coloured panel then stands alone). */
export function HeaderImage({ image, className }: { image: Header['image']; className: string }) {
  const desktop = image?.desktop;
  if (!desktop?.src) return null;
  const mobile = image?.mobile;
  return (
    <picture className={className} data-edit="header.image" data-edit-kind="image">
      {mobile?.src ? <source media="(max-width: 767px)" srcSet={mobile.src} {...mobileSize} /> : null}
      {/* The largest thing on screen: load it first and eagerly. */}
      <img src={desktop.src} alt={desktop.alt || image?.alt || ''} {...desktopSize} fetchPriority="high" />
    </picture>
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
