import type { ComponentType } from 'react';
import type { Footer, Link } from '@/lib/content/schemas';
import { FacebookIcon, InstagramIcon, YoutubeIcon, type IconProps } from '@/components/ui/icons';
import { isUsableLink, linkHref } from '@/components/ui/link-href';
import { SiteLink } from '@/components/ui/site-link';

function LinkList({ links, className }: { links: readonly Link[]; className: string }) {
  return (
    <ul className={className}>
      {links.filter(isUsableLink).map((link, index) => (
        <li key={index}>
          <SiteLink link={link} />
        </li>
      ))}
    </ul>
  );
}

/** A titled column of links; hidden when it has no links to offer. */
function LinkGroup({ id, title, links }: { id: string; title: string; links: readonly Link[] }) {
  if (!links.some(isUsableLink)) return null;
  return (
    <nav className="cs-footer__group" aria-labelledby={title ? id : undefined} aria-label={title ? undefined : 'More links'}>
      {title ? <h2 id={id}>{title}</h2> : null}
      <LinkList links={links} className="cs-footer__links" />
    </nav>
  );
}

type Social = { link: Link; name: string; Icon: ComponentType<IconProps> };

export function SiteFooter({ footer }: { footer: Footer }) {
  const mainLinks = [footer.privacy, footer.events, footer.services, footer.about, footer.contact];
  const social: Social[] = [
    { link: footer.facebook, name: 'Facebook', Icon: FacebookIcon },
    { link: footer.instagram, name: 'Instagram', Icon: InstagramIcon },
    { link: footer.youtube, name: 'YouTube', Icon: YoutubeIcon },
  ].filter(({ link }) => linkHref(link));
  const flags = footer.flagLogos.filter((flag) => flag.src);
  return (
    <footer className="cs-footer">
      <div className="cs-container">
        <div className="cs-footer__columns">
          <LinkGroup id="cs-footer-groups" title={footer.groupsPagesTitle} links={footer.groupLinks} />
          <LinkGroup id="cs-footer-get-involved" title={footer.getInvolvedPagesTitle} links={footer.getInvolvedLinks} />
          {mainLinks.some(isUsableLink) ? (
            <nav className="cs-footer__group" aria-label="Footer">
              <LinkList links={mainLinks} className="cs-footer__links" />
            </nav>
          ) : null}
        </div>
        {social.length ? (
          <ul className="cs-footer__social">
            {social.map(({ link, name, Icon }) => (
              <li key={name}>
                {/* Social links always leave the site, so they open in a new tab and say so. */}
                <SiteLink link={{ ...link, type: 'external' }} className="cs-footer__social-link">
                  <Icon />
                  <span className="cs-visually-hidden">{name}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="cs-footer__acknowledgement">
          {flags.length ? (
            <div className="cs-footer__flags">
              {flags.map((flag, index) => (
                <img key={index} src={flag.src} alt={flag.alt} width={48} height={32} loading="lazy" />
              ))}
            </div>
          ) : null}
          {footer.acknowledgement ? <p>{footer.acknowledgement}</p> : null}
        </div>
      </div>
    </footer>
  );
}
