export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { AnchorBlock as Component } from './anchor-block';
