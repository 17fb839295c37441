export * from './definition';
export { GenericPageBlock as Component } from './generic-page-block';
