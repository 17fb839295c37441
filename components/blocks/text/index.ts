export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { TextBlock as Component } from './text-block';
