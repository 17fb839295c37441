import { hasUsableImage, ResponsiveImage } from '@/components/ui/responsive-image';
import { linkHref } from '@/components/ui/link-href';
import { SiteLink } from '@/components/ui/site-link';
import type { BlockProps } from '../types';
import { editAttributes } from '../shared/edit-attributes';
import { EditPlaceholder, ImagePlaceholder, textOrPlaceholder, videoPlaceholder } from '../shared/edit-placeholder';
import { CaptionIcon } from './caption-icon';
import { PlayIcon } from './play-icon';
import { PlayVideoButton } from '../block-parts';
import type { MediaData } from './schema';
import './media.styles';

/** Media images never show wider than 1000px (SPEC.md §9). */
export const videoNote = (type: 'Youtube' | 'Vimeo') =>
  `Playing the video loads it from ${type === 'Youtube' ? 'YouTube (in its privacy-enhanced mode)' : 'Vimeo (without tracking)'}, which receives your IP address.`;

const mediaSizes = '(min-width: 1100px) 1000px, 100vw';

/**
 * An image with an optional caption. With a video id the image becomes the button that plays the
 * video in the site's overlay; the overlay itself refuses to open while the editor is selecting.
 */
export function MediaBlock({ data, path, editing }: BlockProps<MediaData>) {
  const { image, video, caption } = data;
  const alt = image.desktop?.alt || image.mobile?.alt || image.alt;
  const picture = hasUsableImage(image) ? (
    <ResponsiveImage image={image} size="media" sizes={mediaSizes} className="cs-media__image" editPath={`${path}.image`} />
  ) : (
    // Keeps the block's shape (and something for the editor to click) until an image is chosen.
    <ImagePlaceholder path={`${path}.image`} editing={editing} className="cs-media__placeholder" />
  );
  // The badge edits the whole video (its type and id together), so it names the video, not the id alone.
  const videoEdit = editAttributes(`${path}.video`, 'text');
  const captionLink = { type: caption.type, href: caption.href, text: caption.text };
  const captionContent = (
    <>
      <CaptionIcon name={caption.icon} />
      {textOrPlaceholder(caption.text, editing)}
    </>
  );

  return (
    <figure className="cs-media">
      {video.videoId ? (
        <PlayVideoButton videoId={video.videoId} type={video.type} title={caption.text || alt}>
          {picture}
          <span className="cs-media__badge" {...videoEdit}>
            <PlayIcon />
          </span>
        </PlayVideoButton>
      ) : (
        picture
      )}
      {video.videoId ? <p className="cs-media__note">{videoNote(video.type)}</p> : null}
      {editing && !video.videoId ? (
        <span className="cs-edit-video" {...videoEdit}>
          <EditPlaceholder text={videoPlaceholder} />
        </span>
      ) : null}
      {(editing || caption.text) && (
        <figcaption className="cs-media__caption">
          {linkHref(captionLink) ? (
            <SiteLink link={captionLink} className="cs-media__caption-link" editPath={`${path}.caption`}>
              {captionContent}
            </SiteLink>
          ) : (
            <span {...editAttributes(`${path}.caption`, 'link')}>{captionContent}</span>
          )}
        </figcaption>
      )}
    </figure>
  );
}
