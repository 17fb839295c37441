export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { LinkBlock as Component } from './link-block';
