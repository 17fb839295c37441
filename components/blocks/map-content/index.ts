export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { MapContentBlock as Component } from './map-content-block';
