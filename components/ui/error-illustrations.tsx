// The error screen's two-tone drawings, apart from the block illustrations: error boundaries load
// with every page, and they need only these two.
import { IconBase, type IconProps } from './icon-base';

/** A folded map with a question mark: the page could not be found. */
export const PageNotFoundIllustration = (props: IconProps) => (
  <IconBase viewBox="0 0 160 120" strokeWidth={3} {...props}>
    <path d="M20 30l38-12 44 12 38-12v72l-38 12-44-12-38 12z" fill="var(--cs-illustration-fill)" />
    <path d="M58 18v72M102 30v72" />
    <path d="M70 52a10 10 0 1 1 14 9c-3 1.5-4 3.5-4 7" />
    <circle cx="80" cy="78" r="1.5" fill="currentColor" />
  </IconBase>
);

/** A cloud with a warning mark: something unexpected went wrong. */
export const UnknownErrorIllustration = (props: IconProps) => (
  <IconBase viewBox="0 0 160 120" strokeWidth={3} {...props}>
    <path
      d="M44 92a22 22 0 0 1-2-44 30 30 0 0 1 57-10 24 24 0 0 1 19 54z"
      fill="var(--cs-illustration-fill)"
    />
    <path d="M80 46v22" />
    <circle cx="80" cy="78" r="1.5" fill="currentColor" />
  </IconBase>
);
