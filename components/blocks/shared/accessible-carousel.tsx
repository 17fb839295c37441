'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { cx } from '@/components/ui/class-names';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';
import { editAttributes } from './edit-attributes';
import { useReducedMotion } from './use-reduced-motion';

/** SPEC.md §9: carousel slide spacing. */
export const slideSpacing = 40;

type Props = {
  /** Names the carousel region, e.g. 'Testimonials'. */
  label: string;
  /** What one slide is, capitalised: 'Testimonial' gives 'Next testimonial' and 'Testimonial 2 of 3'. */
  itemName: string;
  slides: ReactNode[];
  /** 'single': one full-width slide at a time; 'centred': the active slide centred, neighbours peeking. */
  layout: 'single' | 'centred';
  /** data-edit path of the list, so the editor can add, remove and reorder slides. */
  listEditPath: string;
  /** In the editor an empty carousel keeps a clickable height, to add the first slide to. */
  editing?: boolean;
  className?: string;
};

/**
 * A carousel after the WAI-ARIA APG pattern: named previous/next buttons (also ArrowLeft/ArrowRight
 * while they have focus), a polite 'Testimonial 2 of 3' status, and slides that are not current
 * hidden from assistive tech. It never moves by itself, so no pause control is needed.
 */
export function AccessibleCarousel({ label, itemName, slides, layout, listEditPath, editing = false, className }: Props) {
  const swiper = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const reducedMotion = useReducedMotion();
  const slidesId = useId();
  const count = slides.length;
  // The editor can remove slides under us; never point past the end.
  const current = Math.min(active, Math.max(count - 1, 0));
  const noun = itemName.toLowerCase();

  // Ends are judged by index, not swiper.isEnd: with centred slides every slide can be the active one.
  const go = (step: -1 | 1) => {
    const target = current + step;
    if (target >= 0 && target < count) swiper.current?.slideTo(target);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!step) return;
    event.preventDefault();
    go(step);
  };

  // Nothing to show a visitor yet; the editor still gets its list to add the first slide to.
  if (!count) return <div className={cx('cs-carousel', className, editing && 'cs-edit-empty')} {...editAttributes(listEditPath, 'list')} />;

  return (
    <section className={cx('cs-carousel', `cs-carousel--${layout}`, className)} aria-roledescription="carousel" aria-label={label}>
      <Swiper
        id={slidesId}
        className="cs-carousel__slides"
        {...editAttributes(listEditPath, 'list')}
        onSwiper={(instance) => (swiper.current = instance)}
        onSlideChange={(instance) => setActive(instance.activeIndex)}
        speed={reducedMotion ? 0 : 400}
        spaceBetween={slideSpacing}
        slidesPerView={layout === 'centred' ? 'auto' : 1}
        centeredSlides={layout === 'centred'}
        slideToClickedSlide={layout === 'centred'}
        // Dragging text with a mouse should select it, not slide; touch swiping still works.
        simulateTouch={layout === 'centred'}
      >
        {slides.map((slide, index) => (
          <SwiperSlide
            key={index}
            className="cs-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index === current ? undefined : true}
          >
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      {count > 1 && (
        <div className="cs-carousel__controls" onKeyDown={onKeyDown}>
          <button
            type="button"
            className="cs-carousel__button"
            aria-label={`Previous ${noun}`}
            aria-controls={slidesId}
            // aria-disabled, not disabled: a disabled button would drop the keyboard user's focus.
            aria-disabled={current === 0}
            onClick={() => go(-1)}
          >
            <ArrowLeftIcon />
          </button>
          <p className="cs-carousel__status" aria-live="polite" aria-atomic="true">
            <span className="cs-visually-hidden">{itemName} </span>
            {`${current + 1} of ${count}`}
          </p>
          <button
            type="button"
            className="cs-carousel__button"
            aria-label={`Next ${noun}`}
            aria-controls={slidesId}
            aria-disabled={current === count - 1}
            onClick={() => go(1)}
          >
            <ArrowRightIcon />
          </button>
        </div>
      )}
    </section>
  );
}
