export * from './definition';
export { ButtonCtaBlock as Component } from './button-cta-block';
