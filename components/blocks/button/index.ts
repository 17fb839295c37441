export * from './definition';
export { ButtonBlock as Component } from './button-block';
