// The names come first, from a module that needs no other block: the registry reads them while this
// block's component may still be loading (it renders RenderContents, which imports the registry).
export { componentType, label, schema } from './schema';
export { SplitContentBlock as Component } from './split-content-block';
