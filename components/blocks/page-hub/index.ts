export * from './definition';
export { PageHubBlock as Component } from './page-hub-block';
