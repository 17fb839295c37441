export * from './definition';
export { ContentPanelBlock as Component } from './content-panel-block';
