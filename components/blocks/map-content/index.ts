export * from './definition';
export { MapContentBlock as Component } from './map-content-block';
