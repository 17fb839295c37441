export { componentType, label, schema } from './schema';
export { IllustratedFocusAreaBlock as Component } from './illustrated-focus-area-block';
