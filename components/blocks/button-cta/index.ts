export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { ButtonCtaBlock as Component } from './button-cta-block';
