export * from './definition';
export { AnchorBlock as Component } from './anchor-block';
