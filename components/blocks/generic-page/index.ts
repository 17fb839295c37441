// Names first: the registry reads them while the component may still be loading (see split-content).
export { componentType, label, schema } from './schema';
export { GenericPageBlock as Component } from './generic-page-block';
