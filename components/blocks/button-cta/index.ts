export { componentType, label, schema } from './schema';
export { ButtonCtaBlock as Component } from './button-cta-block';
