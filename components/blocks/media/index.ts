export * from './definition';
export { MediaBlock as Component } from './media-block';
