export * from './definition';
export { IllustratedFocusAreaBlock as Component } from './illustrated-focus-area-block';
