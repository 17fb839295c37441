export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { TitledAreaBlock as Component } from './titled-area-block';
