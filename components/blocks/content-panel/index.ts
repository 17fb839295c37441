export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { ContentPanelBlock as Component } from './content-panel-block';
