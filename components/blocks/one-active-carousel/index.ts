export const componentType = 'OneActiveCarousel';
export const label = 'One Active Carousel';
export { schema } from './schema';
export { OneActiveCarouselBlock as Component } from './one-active-carousel-block';
