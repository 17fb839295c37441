export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { GenericPageBlock as Component } from './generic-page-block';
