export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { SplitContentBlock as Component } from './split-content-block';
