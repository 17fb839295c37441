export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { ButtonBlock as Component } from './button-block';
