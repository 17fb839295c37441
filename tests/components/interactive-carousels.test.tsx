import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as carousel from '@/components/blocks/one-active-carousel';
import * as testimonials from '@/components/blocks/testimonials';
import { blockProps } from './block-props';

const person = (n: number) => ({
  quote: `Quote ${n}`,
  quoteBy: `Person ${n}`,
  image: { desktop: { imageId: `face-${n}`, alt: `Portrait of person ${n}` }, alt: '' },
});
const renderTestimonials = (count: number) =>
  render(
    <testimonials.Component
      data={testimonials.schema.parse({ key: 't1', componentType: 'Testimonials', items: Array.from({ length: count }, (_, i) => person(i + 1)) })}
      {...blockProps('contents.4')}
    />,
  );
const slides = () => screen.getAllByRole('group', { hidden: true });
const status = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('Testimonials', () => {
  it('defaults to no items, and an item to empty texts and no image', () => {
    expect(testimonials.schema.parse({ key: 't', componentType: 'Testimonials' }).items).toEqual([]);
    const parsed = testimonials.schema.parse({ key: 't', componentType: 'Testimonials', items: [{}] });
    expect(parsed.items[0]).toEqual({ quote: '', quoteBy: '', image: { alt: '' } });
  });

  it('shows each quote, its author and portrait, marked for editing', () => {
    renderTestimonials(2);
    const quote = screen.getByText('Quote 2');
    expect(quote.dataset.edit).toBe('contents.4.items.1.quote');
    expect(quote.dataset.editKind).toBe('text');
    expect(quote.closest('blockquote')).toBeTruthy();
    const by = screen.getByText('Person 2');
    expect(by.dataset.edit).toBe('contents.4.items.1.quoteBy');
    const portrait = screen.getByRole('img', { name: 'Portrait of person 1' });
    expect(portrait.getAttribute('src')).toBe('/api/image/face-1?width=1000&height=1000&format=webp');
    expect(portrait.dataset.edit).toBe('contents.4.items.0.image');
    expect(document.querySelector('[data-edit="contents.4.items"]')?.getAttribute('data-edit-kind')).toBe('list');
  });

  it('is a named carousel moved by Previous and Next, announcing the new position politely', () => {
    renderTestimonials(3);
    const region = screen.getByRole('region', { name: 'Testimonials' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const previous = within(region).getByRole('button', { name: 'Previous testimonial' });
    const next = within(region).getByRole('button', { name: 'Next testimonial' });
    expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(status()).toBe('Testimonial 1 of 3');
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    // Only the current slide is exposed: the others are off screen.
    expect(screen.getByRole('group')).toBe(slides()[0]);

    fireEvent.click(next);
    expect(status()).toBe('Testimonial 2 of 3');
    expect(screen.getByRole('group')).toBe(slides()[1]);
    expect(previous.getAttribute('aria-disabled')).toBe('false');

    fireEvent.click(next);
    expect(status()).toBe('Testimonial 3 of 3');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(status()).toBe('Testimonial 3 of 3');

    fireEvent.click(previous);
    expect(status()).toBe('Testimonial 2 of 3');
  });

  it('also moves with the arrow keys while a control has focus', () => {
    renderTestimonials(3);
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(status()).toBe('Testimonial 3 of 3');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(status()).toBe('Testimonial 2 of 3');
    expect(document.activeElement).toBe(next);
  });

  it('shows one testimonial without controls, and nothing but an editable list when empty', () => {
    renderTestimonials(1);
    expect(screen.getByText('Quote 1')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('[aria-live]')).toBeNull();
    cleanup();

    renderTestimonials(0);
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.querySelector('[data-edit="contents.4.items"]')).toBeTruthy();
  });
});

describe('OneActiveCarousel', () => {
  const parse = (fields: Record<string, unknown>) => carousel.schema.parse({ key: 'c1', componentType: 'OneActiveCarousel', ...fields });
  const slideImage = (n: number) => ({ image: { desktop: { imageId: `slide-${n}`, alt: `Slide picture ${n}` }, alt: '' } });

  it('defaults to a timestamp swiperId and no slides', () => {
    const before = Date.now();
    const parsed = parse({});
    expect(Number(parsed.swiperId)).toBeGreaterThanOrEqual(before);
    expect(parsed.slides).toEqual([]);
    expect(parse({ swiperId: '1700000000000' }).swiperId).toBe('1700000000000');
  });

  it('shows square carousel images, 40px apart, with named controls', async () => {
    render(<carousel.Component data={parse({ slides: [slideImage(1), slideImage(2), {}] })} {...blockProps('contents.0')} />);
    const image = screen.getByRole('img', { name: 'Slide picture 1' });
    expect(image.getAttribute('src')).toBe('/api/image/slide-1?width=996&height=996&format=webp');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['996', '996']);
    expect(image.dataset.edit).toBe('contents.0.slides.0.image');
    expect(document.querySelector('[data-edit="contents.0.slides.2.image"]')).toBeTruthy();
    // Swiping and animation start once the visitor reaches for the carousel and their code has arrived, on the same slides.
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Image carousel' }));
    await waitFor(() => expect((slides()[0] as HTMLElement).style.marginRight).toBe('40px'));
    expect(document.querySelector('.swiper')?.classList.contains('swiper-initialized')).toBe(true);

    expect(screen.getByRole('region', { name: 'Image carousel' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(status()).toBe('Slide 2 of 3');
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(status()).toBe('Slide 1 of 3');
  });

  it('moves by its buttons before the motion code has arrived, with the current slide in view', () => {
    render(<carousel.Component data={parse({ slides: [slideImage(1), slideImage(2), slideImage(3)] })} {...blockProps('contents.0')} />);
    const region = screen.getByRole('region', { name: 'Image carousel' });
    expect(document.querySelector('.swiper')?.classList.contains('swiper-initialized')).toBe(false);
    expect(region.style.getPropertyValue('--cs-carousel-index')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(status()).toBe('Slide 2 of 3');
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeTruthy();
    expect(region.style.getPropertyValue('--cs-carousel-index')).toBe('1');
  });

  it('fetches no motion code for a visitor who only reads past it; focus, a pointer or a touch starts it', async () => {
    for (const reach of [fireEvent.focus, fireEvent.pointerEnter, (el: Element) => fireEvent.touchStart(el, { touches: [{ clientX: 10, clientY: 10 }] })]) {
      render(<carousel.Component data={parse({ slides: [slideImage(1), slideImage(2)] })} {...blockProps('contents.0')} />);
      const swiper = document.querySelector('.swiper')!;
      // Rendered, scrolled past, left for a while: still the server's markup.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(swiper.classList.contains('swiper-initialized')).toBe(false);
      reach(screen.getByRole('region', { name: 'Image carousel' }));
      await waitFor(() => expect(swiper.classList.contains('swiper-initialized')).toBe(true));
      cleanup();
    }
  });

  it('moves one slide on a swipe made before the motion code arrives, and not on a scroll up or down', () => {
    render(<carousel.Component data={parse({ slides: [slideImage(1), slideImage(2), slideImage(3)] })} {...blockProps('contents.0')} />);
    const region = screen.getByRole('region', { name: 'Image carousel' });
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(region, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(region, { touches: [], changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [120, 215]);
    expect(status()).toBe('Slide 2 of 3');
    expect(region.style.getPropertyValue('--cs-carousel-index')).toBe('1');
    // Mostly vertical, or too short: the page scrolls, the carousel stays.
    swipe([300, 200], [240, 420]);
    swipe([300, 200], [280, 200]);
    expect(status()).toBe('Slide 2 of 3');
    swipe([120, 200], [330, 190]);
    expect(status()).toBe('Slide 1 of 3');
    // Past the first slide there is nothing to go back to.
    swipe([120, 200], [330, 190]);
    expect(status()).toBe('Slide 1 of 3');
  });

  it('has no controls for a single slide', () => {
    render(<carousel.Component data={parse({ slides: [slideImage(1)] })} {...blockProps('contents.0')} />);
    expect(screen.getByRole('img', { name: 'Slide picture 1' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
