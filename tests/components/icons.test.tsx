import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as errorIllustrations from '@/components/ui/error-illustrations';
import * as icons from '@/components/ui/icons';

const all = Object.entries({ ...icons, ...errorIllustrations }).filter(([, value]) => typeof value === 'function') as [
  string,
  (props: icons.IconProps) => React.JSX.Element,
][];

describe('icons', () => {
  it('include the whole set', () => {
    const names = all.map(([name]) => name);
    for (const expected of [
      'ChevronIcon', 'PhoneIcon', 'ArrowRightIcon', 'ArrowLeftIcon', 'ArrowUpIcon', 'HamburgerIcon', 'FacebookIcon',
      'LinkedinIcon', 'InstagramIcon', 'YoutubeIcon', 'FilterIcon', 'CheckedFilterIcon', 'UncheckedFilterIcon',
      'CloseIcon', 'SpeakerIcon', 'PageNotFoundIllustration', 'UnknownErrorIllustration',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it.each(all)('%s is hidden from assistive tech unless given a title', (_name, Icon) => {
    const { container, unmount } = render(<Icon />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    unmount();
    render(<Icon title="Picture" />);
    expect(screen.getByRole('img', { name: 'Picture' })).toBeTruthy();
  });

  it.each(all)('%s is drawn by the site\'s icon class, keeping a class it is given', (_name, Icon) => {
    const svg = render(<Icon className="cs-extra" />).container.querySelector('svg')!;
    expect([...svg.classList]).toEqual(['cs-icon', 'cs-extra']);
    // The line's colour, fill, ends and joins come from the class (styles/base.css), not from attributes on each icon.
    for (const attribute of ['fill', 'stroke', 'stroke-linecap', 'stroke-linejoin']) expect(svg.hasAttribute(attribute)).toBe(false);
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['1em', '1em']);
  });
});
