import { ResponsiveImage } from '@/components/ui/responsive-image';
import { linkHref } from '@/components/ui/link-href';
import { SiteLink } from '@/components/ui/site-link';
import type { BlockProps } from '../types';
import { CaptionIcon } from './caption-icon';
import { PlayIcon } from './play-icon';
import { PlayVideoButton } from './play-video-button';
import type { MediaData } from './schema';

/** Media images never show wider than 1000px (SPEC.md §9). */
const mediaSizes = '(min-width: 1100px) 1000px, 100vw';

/**
 * An image with an optional caption. With a video id the image becomes the button that plays the
 * video in the site's overlay; the overlay itself refuses to open while the editor is selecting.
 */
export function MediaBlock({ data, path }: BlockProps<MediaData>) {
  const { image, video, caption } = data;
  const alt = image.desktop?.alt || image.mobile?.alt || image.alt;
  const picture = (image.desktop ?? image.mobile) ? (
    <ResponsiveImage image={image} size="media" sizes={mediaSizes} className="cs-media__image" editPath={`${path}.image`} />
  ) : (
    // Keeps the block's shape (and something for the editor to click) until an image is chosen.
    <span className="cs-media__placeholder" data-edit={`${path}.image`} data-edit-kind="image" />
  );
  const captionLink = { type: caption.type, href: caption.href, text: caption.text };
  const captionContent = (
    <>
      <CaptionIcon name={caption.icon} />
      {caption.text}
    </>
  );

  return (
    <figure className="cs-media">
      {video.videoId ? (
        <PlayVideoButton videoId={video.videoId} type={video.type} title={caption.text || alt}>
          {picture}
          <span className="cs-media__badge" data-edit={`${path}.video.videoId`} data-edit-kind="text">
            <PlayIcon />
          </span>
        </PlayVideoButton>
      ) : (
        picture
      )}
      {caption.text && (
        <figcaption className="cs-media__caption">
          {linkHref(captionLink) ? (
            <SiteLink link={captionLink} className="cs-media__caption-link" editPath={`${path}.caption`}>
              {captionContent}
            </SiteLink>
          ) : (
            <span data-edit={`${path}.caption`} data-edit-kind="link">
              {captionContent}
            </span>
          )}
        </figcaption>
      )}
    </figure>
  );
}
