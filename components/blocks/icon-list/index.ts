export * from './definition';
export { IconListBlock as Component } from './icon-list-block';
