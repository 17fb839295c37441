export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { OneActiveCarouselBlock as Component } from './one-active-carousel-block';
