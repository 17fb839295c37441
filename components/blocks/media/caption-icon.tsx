import type { ComponentType } from 'react';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  ArrowUpIcon,
  ChevronIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  PhoneIcon,
  SpeakerIcon,
  YoutubeIcon,
  type IconProps,
} from '@/components/ui/icons';

// SPEC.md does not list caption icons; these are the site's icons that make sense beside a caption.
// Keys are compared without case or punctuation, so 'arrowRight', 'arrow-right' and 'ArrowRight' match.
const captionIcons: Record<string, ComponentType<IconProps>> = {
  arrowright: ArrowRightIcon,
  arrowleft: ArrowLeftIcon,
  arrowup: ArrowUpIcon,
  chevron: ChevronIcon,
  phone: PhoneIcon,
  speaker: SpeakerIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedinIcon,
  youtube: YoutubeIcon,
};

export const captionIconNames = Object.keys(captionIcons);

/** Decorative: the caption text beside it carries the meaning. */
export function CaptionIcon({ name }: { name: string }) {
  const Icon = captionIcons[name.toLowerCase().replace(/[^a-z]/g, '')];
  return Icon ? <Icon className="cs-media__caption-icon" /> : null;
}
