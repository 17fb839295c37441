export * from './definition';
export { DownloadsListBlock as Component } from './downloads-list-block';
