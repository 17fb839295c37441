export * from './definition';
export { OneActiveCarouselBlock as Component } from './one-active-carousel-block';
