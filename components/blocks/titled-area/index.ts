export * from './definition';
export { TitledAreaBlock as Component } from './titled-area-block';
