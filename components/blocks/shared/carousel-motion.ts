// The carousel's movement (swipe, drag, animated slides): fetched only when a visitor reaches for a carousel
// (pointer, touch, focus, a button), and started on the markup the server already rendered, so nothing is
// replaced or shifts.
import { Swiper } from 'swiper';

export type CarouselMotionOptions = {
  layout: 'single' | 'centred';
  spacing: number;
  speed: number;
  initialSlide: number;
  onSlideChange: (index: number) => void;
};

export type CarouselMotion = {
  slideTo(index: number): void;
  /** After the editor adds, removes or reorders slides. */
  update(): void;
  setSpeed(speed: number): void;
  destroy(): void;
};

export function startCarouselMotion(container: HTMLElement, options: CarouselMotionOptions): CarouselMotion {
  const centred = options.layout === 'centred';
  const swiper = new Swiper(container, {
    speed: options.speed,
    spaceBetween: options.spacing,
    slidesPerView: centred ? 'auto' : 1,
    centeredSlides: centred,
    slideToClickedSlide: centred,
    // Dragging text with a mouse should select it, not slide; touch swiping still works.
    simulateTouch: centred,
    initialSlide: options.initialSlide,
    on: { slideChange: (instance) => options.onSlideChange(instance.activeIndex) },
  });
  return {
    slideTo: (index) => swiper.slideTo(index),
    update: () => swiper.update(),
    setSpeed: (speed) => {
      swiper.params.speed = speed;
    },
    destroy: () => swiper.destroy(true, true),
  };
}
