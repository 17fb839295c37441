export * from './definition';
export { SplitContentBlock as Component } from './split-content-block';
