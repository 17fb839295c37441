export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { IllustratedFocusAreaBlock as Component } from './illustrated-focus-area-block';
