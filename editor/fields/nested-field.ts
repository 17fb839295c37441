// How a field editor that holds fields of its own (a list's items) renders them: FieldEditor (./index.ts) hands
// itself down through this context, so that the list's editor need not import the map of all editors, which
// imports it.
import { createContext, type ComponentType } from 'react';
import type { FieldEditorProps } from './types';

export const NestedFieldEditor = createContext<ComponentType<FieldEditorProps>>(() => null);
