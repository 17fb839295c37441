import { z } from 'zod';
import { ComponentSchema, LinkSchema } from '@/lib/content/schemas';
import { isValidVideoId, videoIdHints, videoTypes, type VideoType } from '@/components/layout/video-overlay-url';
import { BlockImageSchema } from '../shared/block-image';

export const componentType = 'Media';
export const label = 'Media';

/**
 * `isVimeo` is the editor's Vimeo/YouTube toggle (SPEC.md §6), so when it is stored it decides the
 * type; `type` alone (older or imported data) is honoured otherwise; with neither it is Vimeo.
 */
function reconcileVideoType(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const video = value as { type?: unknown; isVimeo?: unknown };
  let type: VideoType = 'Vimeo';
  if (typeof video.isVimeo === 'boolean') type = video.isVimeo ? 'Vimeo' : 'Youtube';
  else if (video.type === 'Youtube' || video.type === 'Vimeo') type = video.type;
  return { ...video, type, isVimeo: type === 'Vimeo' };
}

const VideoSchema = z.preprocess(
  reconcileVideoType,
  z
    .object({
      type: z.enum(videoTypes),
      // Trimmed: ids are often pasted with a stray space. Empty means "no video".
      videoId: z.string().trim().max(40).default(''),
      isVimeo: z.boolean(),
    })
    .superRefine((video, context) => {
      if (video.videoId && !isValidVideoId(video.type, video.videoId)) {
        context.addIssue({ code: 'custom', path: ['videoId'], message: videoIdHints[video.type] });
      }
    }),
);

const noVideo = { type: 'Vimeo' as const, videoId: '', isVimeo: true };

export const CaptionSchema = z.object({
  text: z.string().max(300).default(''),
  href: z.string().max(2000).default(''),
  /** The link type, as in a Link: page, anchor, file or external. */
  type: LinkSchema.shape.type,
  /** A name from the site's icon set (see caption-icon.tsx); anything else shows no icon. */
  icon: z.string().max(40).default(''),
});

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  image: BlockImageSchema,
  /**
   * A video id that is not a YouTube or Vimeo id is dropped, not the block: a mistyped id must not hide the
   * image and caption from visitors (the editor's video field shows what is wrong with it).
   */
  video: VideoSchema.default(noVideo).catch(noVideo),
  caption: CaptionSchema.default({ text: '', href: '', type: 'page', icon: '' }),
});
export type MediaData = z.infer<typeof schema>;
