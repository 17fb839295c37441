export * from './definition';
export { EventListBlock as Component } from './event-list-block';
