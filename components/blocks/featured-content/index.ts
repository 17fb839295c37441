export * from './definition';
export { FeaturedContentBlock as Component } from './featured-content-block';
