import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Illustration, illustrationChoices } from '@/components/ui/illustrations';
import { Spacer, spacerWidth } from '@/components/ui/spacer';

describe('Spacer', () => {
  it('takes a width in rem as a number, or any CSS length as a string', () => {
    expect(spacerWidth(1.5)).toBe('1.5rem');
    expect(spacerWidth('2')).toBe('2rem');
    expect(spacerWidth('12px')).toBe('12px');
    expect(spacerWidth(-3)).toBe('0rem');
  });

  it('is an empty inline box hidden from assistive tech', () => {
    const { container } = render(<Spacer width={2} />);
    const spacer = container.firstElementChild as HTMLElement;
    expect(spacer.tagName).toBe('SPAN');
    expect(spacer.getAttribute('aria-hidden')).toBe('true');
    expect(spacer.style.width).toBe('2rem');
    expect(spacer.textContent).toBe('');
  });
});

describe('illustrations', () => {
  it('offer the SPEC choices', () => {
    expect([...illustrationChoices]).toEqual(['memory', 'donation', 'will', 'regular', 'fundraiser', 'volunteer', 'privacy', 'tree', 'none']);
  });

  it.each(illustrationChoices.filter((name) => name !== 'none'))('%s is a decorative drawing', (name) => {
    const { container } = render(<Illustration name={name} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    // Drawn by the site's icon class, with its own thicker line kept over the class's.
    expect(svg.classList.contains('cs-icon')).toBe(true);
    expect(svg.style.strokeWidth).toBe('3');
    expect(svg.querySelectorAll('path, circle, rect').length).toBeGreaterThan(1);
  });

  it("draws nothing for 'none'", () => {
    expect(render(<Illustration name="none" />).container.innerHTML).toBe('');
  });
});
