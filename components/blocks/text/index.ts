export * from './definition';
export { TextBlock as Component } from './text-block';
