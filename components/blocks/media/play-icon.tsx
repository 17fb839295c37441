import { IconBase, type IconProps } from '@/components/ui/icon-base';

/** A round play badge; drawn here because the shared icon set (SPEC.md §2) has none. */
export const PlayIcon = (props: IconProps) => (
  <IconBase viewBox="0 0 48 48" {...props}>
    <circle cx="24" cy="24" r="22" fill="currentColor" stroke="none" />
    <path d="M19 15.5v17l14-8.5z" fill="var(--cs-media-play-fg)" stroke="none" />
  </IconBase>
);
