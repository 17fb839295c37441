export * from './definition';
export { LinkBlock as Component } from './link-block';
