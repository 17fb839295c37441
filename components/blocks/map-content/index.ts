export const componentType = 'MapContent';
export const label = 'Map Content';
export { schema } from './schema';
export { MapContentBlock as Component } from './map-content-block';
