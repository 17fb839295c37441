export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { MediaBlock as Component } from './media-block';
