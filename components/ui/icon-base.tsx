import type { ReactNode, SVGProps } from 'react';
import { definedProps } from './defined-props';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Give a title only when the icon alone carries meaning; otherwise it is hidden from assistive tech. */
  title?: string;
};

/**
 * Shared frame: sized in em so icons grow with the visitor's text size. How the lines are drawn (no fill, the text
 * colour, width 2, round ends and joins) comes from the `cs-icon` class in styles/base.css rather than from six
 * attributes on every icon, which every page would carry twice (its HTML and its data for the browser). A different
 * line width goes in the style attribute, since any stylesheet rule outweighs an SVG attribute.
 */
export function IconBase({
  title,
  children,
  viewBox = '0 0 24 24',
  className,
  strokeWidth,
  style,
  ...rest
}: IconProps & { children: ReactNode }) {
  const naming = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg
      viewBox={viewBox}
      width="1em"
      height="1em"
      className={className ? `cs-icon ${className}` : 'cs-icon'}
      {...definedProps({ style: strokeWidth === undefined ? style : { ...style, strokeWidth } })}
      {...naming}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
