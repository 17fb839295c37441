import type { ComponentType } from 'react';
import type { Footer, Image, Link } from '@/lib/content/schemas';
import { editAttributes } from '@/components/blocks/shared/edit-attributes';
import { EditPlaceholder, imagePlaceholder, textOrPlaceholder } from '@/components/blocks/shared/edit-placeholder';
import { FacebookIcon, InstagramIcon, YoutubeIcon, type IconProps } from '@/components/ui/icons';
import { imageUrl } from '@/components/ui/image-url';
import { isUsableLink, linkHref } from '@/components/ui/link-href';
import { SiteLink } from '@/components/ui/site-link';
import { definedProps } from '@/components/ui/defined-props';

/** Flags show 2rem high; the service is asked for twice that for sharp screens. */
const FLAG_HEIGHT = 64;

type Editing = { editing: boolean; idPrefix: string };

function LinkList({ links, className, path, editing }: { links: readonly Link[]; className: string; path?: string; editing: boolean }) {
  const edit = editing && path ? editAttributes(path, 'list') : {};
  return (
    <ul className={className} {...edit}>
      {links.map((link, index) =>
        editing || isUsableLink(link) ? (
          <li key={index}>
            <SiteLink link={link} editPath={editing && path ? `${path}.${index}` : undefined} editing={editing} />
          </li>
        ) : null,
      )}
      {editing && path && links.length === 0 && (
        <li>
          <EditPlaceholder text="Add links" />
        </li>
      )}
    </ul>
  );
}

type LinkGroupProps = { id: string; title: string; titlePath: string; links: readonly Link[]; linksPath: string } & Editing;

/** The footer's two titled columns of links, in order. */
const linkGroups = [
  { id: 'cs-footer-groups', titlePath: 'groupsPagesTitle', linksPath: 'groupLinks' },
  { id: 'cs-footer-get-involved', titlePath: 'getInvolvedPagesTitle', linksPath: 'getInvolvedLinks' },
] as const;

/** A titled column of links; hidden when it has no links to offer (always shown in the editor). */
function LinkGroup({ id, title, titlePath, links, linksPath, editing, idPrefix }: LinkGroupProps) {
  if (!editing && !links.some(isUsableLink)) return null;
  const headingId = `${idPrefix}${id}`;
  const named = Boolean(title) || editing;
  return (
    <nav className="cs-footer__group" {...definedProps({ 'aria-labelledby': named ? headingId : undefined, 'aria-label': named ? undefined : 'More links' })}>
      {named ? (
        <h2 id={headingId} {...(editing ? editAttributes(titlePath, 'text') : {})}>
          {textOrPlaceholder(title, editing)}
        </h2>
      ) : null}
      <LinkList links={links} className="cs-footer__links" path={linksPath} editing={editing} />
    </nav>
  );
}

/** Where a flag's picture comes from: the image service (with the editor's crop) or a file the site ships. */
function flagSource(flag: Image): string | undefined {
  const ref = flag.desktop ?? flag.mobile;
  if (ref?.imageId) return imageUrl(ref.imageId, { height: FLAG_HEIGHT, crop: ref.crop, rev: ref.rev });
  return ref?.src;
}

function Flags({ flags, editing }: { flags: readonly Image[]; editing: boolean }) {
  const shown = flags.map((flag, index) => ({ flag, index, src: flagSource(flag) })).filter(({ src }) => editing || src);
  if (!shown.length && !editing) return null;
  return (
    <div className="cs-footer__flags" {...(editing ? editAttributes('flagLogos', 'list') : {})}>
      {shown.map(({ flag, index, src }) => {
        const edit = editing ? editAttributes(`flagLogos.${index}`, 'image') : {};
        const alt = flag.desktop?.alt || flag.alt;
        return src ? (
          // eslint-disable-next-line @next/next/no-img-element -- small logos from the image service or public/
          <img key={index} src={src} alt={alt} height={32} loading="lazy" {...edit} />
        ) : (
          <span key={index} {...edit}>
            <EditPlaceholder text={imagePlaceholder} />
          </span>
        );
      })}
      {editing && !shown.length && <EditPlaceholder text="Add flags" />}
    </div>
  );
}

type Social = { link: Link; name: string; path: 'facebook' | 'instagram' | 'youtube'; Icon: ComponentType<IconProps> };

type SiteFooterProps = {
  footer: Footer;
  /** In the editor: every value of the footer is marked for selection (paths in the footer document). */
  editing?: boolean;
  /** Keeps element ids unique when the editor's copy sits beside the hidden published footer. */
  idPrefix?: string;
};

export function SiteFooter({ footer, editing = false, idPrefix = '' }: SiteFooterProps) {
  const mainLinks = (['privacy', 'events', 'services', 'about', 'contact'] as const).map((path) => ({ path, link: footer[path] }));
  const social: Social[] = (
    [
      { link: footer.facebook, name: 'Facebook', path: 'facebook', Icon: FacebookIcon },
      { link: footer.instagram, name: 'Instagram', path: 'instagram', Icon: InstagramIcon },
      { link: footer.youtube, name: 'YouTube', path: 'youtube', Icon: YoutubeIcon },
    ] satisfies Social[]
  ).filter(({ link }) => editing || linkHref(link));
  const shownMain = mainLinks.filter(({ link }) => editing || isUsableLink(link));
  return (
    <footer className="cs-footer">
      <div className="cs-container">
        <div className="cs-footer__columns">
          {linkGroups.map((group) => (
            <LinkGroup key={group.id} {...group} title={footer[group.titlePath]} links={footer[group.linksPath]} editing={editing} idPrefix={idPrefix} />
          ))}
          {shownMain.length ? (
            <nav className="cs-footer__group" aria-label="Footer">
              <ul className="cs-footer__links">
                {shownMain.map(({ path, link }) => (
                  <li key={path}>
                    <SiteLink link={link} editPath={editing ? path : undefined} editing={editing} />
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        {social.length ? (
          <ul className="cs-footer__social">
            {social.map(({ link, name, path, Icon }) => (
              <li key={name}>
                {/* Social links always leave the site, so they open in a new tab and say so. */}
                <SiteLink link={{ ...link, type: 'external' }} className="cs-footer__social-link" editPath={editing ? path : undefined} editing={editing}>
                  <Icon />
                  <span className="cs-visually-hidden">{name}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="cs-footer__acknowledgement">
          <Flags flags={footer.flagLogos} editing={editing} />
          {footer.acknowledgement || editing ? (
            <p {...(editing ? editAttributes('acknowledgement', 'text') : {})}>{textOrPlaceholder(footer.acknowledgement, editing)}</p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
