// Kept so existing imports of '@/editor/state' and './state' resolve to the state folder.
export * from './state/index';
