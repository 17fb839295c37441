import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Give a title only when the icon alone carries meaning; otherwise it is hidden from assistive tech. */
  title?: string;
};

/** Shared frame: sized in em so icons grow with the visitor's text size. */
export function IconBase({
  title,
  children,
  viewBox = '0 0 24 24',
  ...rest
}: IconProps & { children: ReactNode }) {
  const naming = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg
      viewBox={viewBox}
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...naming}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
