'use client';

import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import { cx } from '@/components/ui/class-names';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';
import type { CarouselMotion } from './carousel-motion';
import { editAttributes } from './edit-attributes';
import { useReducedMotion } from './use-reduced-motion';
import './carousel.styles';

/** SPEC.md §9: carousel slide spacing. */
export const slideSpacing = 40;

/** How far a finger must travel sideways, more than up or down, to count as a swipe before swiper runs. */
export const swipeDistance = 40;

/** A swipe begun before the motion code ran, which the carousel finishes by itself (swiper never saw it start). */
type TouchStart = { x: number; y: number; ownedBySwiper: boolean };

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
 *
 * The server renders the slides as swiper lays them out, the current one in view (carousel.css), and the
 * buttons work from the start. Swiping and animation (carousel-motion.ts, swiper: about 20 kB) are fetched only
 * when the visitor reaches for the carousel (a pointer over it, a touch, the keyboard's focus, a button press),
 * then started on that same markup: a visitor who only reads past it never downloads them. A swipe made
 * before they arrive still moves one slide.
 */
export function AccessibleCarousel({ label, itemName, slides, layout, listEditPath, editing = false, className }: Props) {
  const region = useRef<HTMLElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const motion = useRef<CarouselMotion | null>(null);
  const [active, setActive] = useState(0);
  const reducedMotion = useReducedMotion();
  const [awake, setAwake] = useState(false);
  const wake = () => setAwake(true);
  const touchStart = useRef<TouchStart | null>(null);
  const slidesId = useId();
  const count = slides.length;
  // The editor can remove slides under us; never point past the end.
  const current = Math.min(active, Math.max(count - 1, 0));
  const startAt = useRef(current);
  const speed = reducedMotion ? 0 : 400;
  const noun = itemName.toLowerCase();

  useEffect(() => {
    startAt.current = current;
  }, [current]);

  // A visitor quicker than the page's code may already have the pointer over the carousel, or focus in it: no new
  // pointerenter or focus event will come, so that counts as reaching for it.
  useEffect(() => {
    const element = region.current;
    if (element && (element.matches(':hover') || element.contains(document.activeElement))) setAwake(true);
  }, []);

  const hasSlides = count > 0;
  useEffect(() => {
    const element = container.current;
    if (!awake || !hasSlides || !element) return;
    let started: CarouselMotion | null = null;
    let cancelled = false;
    import('./carousel-motion').then(
      ({ startCarouselMotion }) => {
        if (cancelled) return;
        started = startCarouselMotion(element, { layout, spacing: slideSpacing, speed, initialSlide: startAt.current, onSlideChange: setActive });
        motion.current = started;
      },
      // Without the motion code (a dropped connection) the buttons still move the slides.
      () => {},
    );
    return () => {
      cancelled = true;
      started?.destroy();
      motion.current = null;
    };
    // Speed and slide changes are handed to the running carousel below, without starting it again.
  }, [awake, hasSlides, layout]);

  useEffect(() => motion.current?.setSpeed(speed), [speed]);
  useEffect(() => motion.current?.update(), [count]);

  // Ends are judged by index, not swiper.isEnd: with centred slides every slide can be the active one.
  const go = (step: -1 | 1) => {
    const target = current + step;
    if (target < 0 || target >= count) return;
    if (motion.current) motion.current.slideTo(target);
    else {
      setActive(target);
      wake();
    }
  };
  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    wake();
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY, ownedBySwiper: motion.current !== null } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touchStart.current;
    touchStart.current = null;
    const touch = event.changedTouches[0];
    if (!start || start.ownedBySwiper || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= swipeDistance && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!step) return;
    event.preventDefault();
    go(step);
  };

  // Nothing to show a visitor yet; the editor still gets its list to add the first slide to.
  if (!count) return <div className={cx('cs-carousel', className, editing && 'cs-edit-empty')} {...editAttributes(listEditPath, 'list')} />;

  // Until the motion code runs, the stylesheet puts this slide in view.
  const position = { '--cs-carousel-index': current } as CSSProperties;
  return (
    <section
      ref={region}
      className={cx('cs-carousel', `cs-carousel--${layout}`, className)}
      style={position}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={wake}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      onFocus={wake}
    >
      {/* Swiper adds its classes and inline sizes to these elements; React never changes their class or style. */}
      <div ref={container} id={slidesId} className="swiper cs-carousel__slides" {...editAttributes(listEditPath, 'list')}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div
              key={index}
              className="swiper-slide cs-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={index === current ? undefined : true}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
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
