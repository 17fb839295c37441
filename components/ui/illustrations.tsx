// Larger, two-tone drawings: the illustration choices editors give blocks (the error screen's are in error-illustrations.tsx).
import { IconBase, type IconProps } from './icon-base';
import { illustrationChoices, type IllustrationName } from './illustration-names';

export { illustrationChoices, type IllustrationName };

const fill = 'var(--cs-illustration-fill)';
const heart = (x: number, y: number, s: number) =>
  `M${x} ${y + 8 * s}s-${6 * s}-${3.6 * s}-${6 * s}-${8 * s}a${3.2 * s} ${3.2 * s} 0 0 1 ${6 * s}-${1.6 * s}` +
  `a${3.2 * s} ${3.2 * s} 0 0 1 ${6 * s} ${1.6 * s}c0 ${4.4 * s}-${6 * s} ${8 * s}-${6 * s} ${8 * s}z`;

/** In memory: a forget-me-not. */
export const MemoryIllustration = (props: IconProps) => (
  <IconBase viewBox="0 0 120 120" strokeWidth={3} {...props}>
    <path d="M60 60c0 16-2 30 0 48M60 94c-10-1-18-8-20-18 10 0 18 6 20 18z" />
    {[[60, 30], [77, 42], [70.5, 62], [49.5, 62], [43, 42]].map(([cx, cy]) => (
      <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={11} fill={fill} />
    ))}
    <circle cx={60} cy={47} r={5} />
  </IconBase>
);

/** A donation: a heart held in an open hand. */
export const DonationIllustration = (props: IconProps) => (
  <IconBase viewBox="0 0 120 120" strokeWidth={3} {...props}>
    <path d={heart(66, 40, 3)} fill={fill} />
    <rect x={12} y={74} width={14} height={36} rx={2} fill={fill} />
    <path d="M26 80h12c6 0 10 4 14 7h16a5 5 0 0 1 0 10H52M26 104h48l24-16a5.5 5.5 0 0 1 7 8.5L80 112H26" />
  </IconBase>
);

/** A gift in a will: a signed page and a pen. */
export const WillIllustration = (props: IconProps) => (
  <IconBase viewBox="0 0 120 120" strokeWidth={3} {...props}>
    <path d="M26 14h44l18 18v76H26z" fill={fill} />
    <path d="M70 14v18h18M38 44h36M38 56h36M38 68h22M38 92c4-8 8-8 10 0s6 6 10-2" />
    <path d="M74 96l28-28 7 7-28 28-9 2z" fill="var(--cs-page-bg)" />
  </IconBase>
);

/** Regular giving: a calendar page with a heart. */
export const RegularIllustration = (props: IconProps) => (
  <IconBase viewBox="0 0 120 120" strokeWidth={3} {...props}>
    <rect x={18} y={26} width={84} height={78} rx={8} fill={fill} />
    <path d="M18 46h84M40 16v18M80 16v18" />
    <path d={heart(60, 58, 2.6)} />
  </IconBase>
);

/** Fundraising: a collection jar with a coin on its way in. */
export const FundraiserIllustration = (props: IconProps) => (
  <IconBase viewBox="0 0 120 120" strokeWidth={3} {...props}>
    <path d="M34 44h52c6 4 10 10 10 18v38a8 8 0 0 1-8 8H32a8 8 0 0 1-8-8V62c0-8 4-14 10-18z" fill={fill} />
    <rect x={30} y={34} width={60} height={10} rx={3} />
    <path d="M50 39h20" />
    <circle cx={60} cy={17} r={8} />
    <path d={heart(60, 70, 2.2)} />
  </IconBase>
);

/** Volunteering: two people side by side, with a small heart between them. */
export const VolunteerIllustration = (props: IconProps) => (
  <IconBase viewBox="0 0 120 120" strokeWidth={3} {...props}>
    <circle cx={42} cy={46} r={11} />
    <circle cx={78} cy={46} r={11} fill={fill} />
    <path d="M20 100c0-18 10-30 22-30s22 12 22 30" />
    <path d="M56 100c0-18 10-30 22-30s22 12 22 30z" fill={fill} />
    <path d="M12 100h96" />
    <path d={heart(60, 14, 1.6)} />
  </IconBase>
);

/** Privacy: a padlock inside a shield. */
export const PrivacyIllustration = (props: IconProps) => (
  <IconBase viewBox="0 0 120 120" strokeWidth={3} {...props}>
    <path d="M60 12l38 13v29c0 27-17 43-38 54-21-11-38-27-38-54V25z" fill={fill} />
    <rect x={45} y={54} width={30} height={24} rx={3} fill="var(--cs-page-bg)" />
    <path d="M51 54v-7a9 9 0 0 1 18 0v7M60 63v6" />
  </IconBase>
);

/** Growth: a tree with a round crown. */
export const TreeIllustration = (props: IconProps) => (
  <IconBase viewBox="0 0 120 120" strokeWidth={3} {...props}>
    <path
      d="M60 14c14 0 24 10 24 22 10 4 14 12 12 22-2 10-12 16-22 14H46c-10 2-20-4-22-14-2-10 2-18 12-22 0-12 10-22 24-22z"
      fill={fill}
    />
    <path d="M60 60v48M60 84l-10-8M60 76l9-7M34 108h52" />
  </IconBase>
);

const drawings: Record<Exclude<IllustrationName, 'none'>, (props: IconProps) => React.JSX.Element> = {
  memory: MemoryIllustration,
  donation: DonationIllustration,
  will: WillIllustration,
  regular: RegularIllustration,
  fundraiser: FundraiserIllustration,
  volunteer: VolunteerIllustration,
  privacy: PrivacyIllustration,
  tree: TreeIllustration,
};

/** One of the chosen illustrations by name; 'none' draws nothing. */
export function Illustration({ name, ...props }: Omit<IconProps, 'title'> & { name: IllustrationName }) {
  if (name === 'none') return null;
  const Drawing = drawings[name];
  return <Drawing {...props} />;
}
