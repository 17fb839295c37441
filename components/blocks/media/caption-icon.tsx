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
import { captionIconKey, type CaptionIconName } from './caption-icon-names';

const captionIcons: Record<CaptionIconName, ComponentType<IconProps>> = {
  arrowRight: ArrowRightIcon,
  arrowLeft: ArrowLeftIcon,
  arrowUp: ArrowUpIcon,
  chevron: ChevronIcon,
  phone: PhoneIcon,
  speaker: SpeakerIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedinIcon,
  youtube: YoutubeIcon,
};
const byKey = new Map(Object.entries(captionIcons).map(([name, icon]) => [captionIconKey(name), icon]));

/** Decorative: the caption text beside it carries the meaning. */
export function CaptionIcon({ name }: { name: string }) {
  const Icon = byKey.get(captionIconKey(name));
  return Icon ? <Icon className="cs-media__caption-icon" /> : null;
}
