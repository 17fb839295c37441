// The icon set of SPEC.md §2, drawn as simple strokes on a 24-unit grid.
import { IconBase, type IconProps } from './icon-base';

export type { IconProps } from './icon-base';

export const ChevronIcon = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M6 9l6 6 6-6" />
  </IconBase>
);

export const PhoneIcon = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M8 3h2.5l1.5 4.5-2 1.5a11 11 0 0 0 5 5l1.5-2 4.5 1.5V16a2 2 0 0 1-2 2A15 15 0 0 1 6 5a2 2 0 0 1 2-2z" />
  </IconBase>
);

export const ArrowRightIcon = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M4 12h15M13 6l6 6-6 6" />
  </IconBase>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M20 12H5M11 6l-6 6 6 6" />
  </IconBase>
);

export const ArrowUpIcon = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M12 20V5M6 11l6-6 6 6" />
  </IconBase>
);

export const HamburgerIcon = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </IconBase>
);

export const CloseIcon = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </IconBase>
);

export const FacebookIcon = (props: IconProps) => (
  <IconBase {...props}>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M15.5 7.5H14a2.5 2.5 0 0 0-2.5 2.5v11M8.5 12.5h6" />
  </IconBase>
);

export const InstagramIcon = (props: IconProps) => (
  <IconBase {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.25" cy="6.75" r="0.75" fill="currentColor" />
  </IconBase>
);

export const YoutubeIcon = (props: IconProps) => (
  <IconBase {...props}>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
  </IconBase>
);

export const LinkedinIcon = (props: IconProps) => (
  <IconBase {...props}>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17" />
  </IconBase>
);

export const FilterIcon = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M4 5h16l-6 7.5V18l-4 2v-7.5z" />
  </IconBase>
);

export const CheckedFilterIcon = (props: IconProps) => (
  <IconBase {...props}>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M8 12.5l3 3 5-6.5" />
  </IconBase>
);

export const UncheckedFilterIcon = (props: IconProps) => (
  <IconBase {...props}>
    <rect x="4" y="4" width="16" height="16" rx="3" />
  </IconBase>
);

export const SpeakerIcon = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M4 9.5h3.5L12 6v12l-4.5-3.5H4z" />
    <path d="M15.5 9.5a3.5 3.5 0 0 1 0 5M18 7a7 7 0 0 1 0 10" />
  </IconBase>
);

/** The charity's mark beside its name in the header: two hands meeting around a heart. */
export const LogoMark = (props: IconProps) => (
  <IconBase viewBox="0 0 32 32" strokeWidth={2.5} {...props}>
    <circle cx="16" cy="16" r="13" />
    <path d="M16 22.5s-6-3.6-6-8a3.2 3.2 0 0 1 6-1.6 3.2 3.2 0 0 1 6 1.6c0 4.4-6 8-6 8z" />
  </IconBase>
);
