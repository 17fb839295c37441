export { componentType, label, schema } from './schema';
export { IconListBlock as Component } from './icon-list-block';
