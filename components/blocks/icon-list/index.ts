export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { IconListBlock as Component } from './icon-list-block';
