'use client';

import { useCallback, useMemo, useState, type Dispatch } from 'react';
import { blockDefinitions, createComponent, descriptorFor } from '@/components/blocks/definitions';
import type { Component, Page } from '@/lib/content/schemas';
import { getAtPath } from '@/lib/content/value-at-path';
import { duplicateComponent, parentListPath, type EditorAction, type Selection } from '../state';
import { listAccepts } from '../sidebar/resolve-field';
import { listRules, type ListRules } from '../sidebar/sidebar-model';

export const newComponentKey = () => crypto.randomUUID();

/** Where the picker will put the chosen block, and what that list accepts. */
export type InsertTarget = { rules: ListRules; index: number };

/** Moving, duplicating, removing and adding components, and the picker's target. */
export function useComponentOperations(page: Page | null, selection: Selection | null, dispatch: Dispatch<EditorAction>) {
  const [insertTarget, setInsertTarget] = useState<InsertTarget | null>(null);
  const componentPath = selection?.component || null;
  const holder = componentPath ? parentListPath(componentPath) : null;
  const siblings = holder && page ? getAtPath(page, holder.listPath) : null;
  const count = Array.isArray(siblings) ? siblings.length : 0;

  const openPicker = useCallback(
    (listPath: string, index: number) => {
      if (!page) return;
      const target = getAtPath(page, listPath);
      // A list not stored yet is created by the insert; anything else is not a list to add to.
      if (target !== undefined && !Array.isArray(target)) {
        dispatch({ type: 'list/push', path: listPath, value: null });
        return;
      }
      setInsertTarget({ rules: listRules(page, listPath, descriptorFor), index });
    },
    [page, dispatch],
  );

  const choices = useMemo(
    () => (insertTarget ? blockDefinitions.map((block) => block.descriptor).filter((d) => listAccepts(insertTarget.rules, d)) : []),
    [insertTarget],
  );

  const choose = (componentType: string) => {
    const block = descriptorFor(componentType);
    if (!insertTarget || !block || !listAccepts(insertTarget.rules, block)) return;
    const component = createComponent(componentType, newComponentKey());
    dispatch({ type: 'component/insert', listPath: insertTarget.rules.path, index: insertTarget.index, component });
    setInsertTarget(null);
  };

  const duplicate = () => {
    if (!page || !componentPath) return;
    const original = getAtPath(page, componentPath) as Component | undefined;
    if (!original) return;
    // A copy must not repeat the original's anchor id: two elements with one id break in-page links.
    const copy = { ...duplicateComponent(original, newComponentKey), ...(original.id ? { id: '' } : {}) };
    dispatch({ type: 'component/duplicate', path: componentPath, copy });
  };

  return {
    componentPath,
    isFirst: holder ? holder.index === 0 : true,
    isLast: holder ? holder.index >= count - 1 : true,
    insertTarget,
    choices,
    openPicker,
    closePicker: () => setInsertTarget(null),
    choose,
    handlers: {
      onMoveUp: () => componentPath && dispatch({ type: 'component/move', path: componentPath, direction: 'up' as const }),
      onMoveDown: () => componentPath && dispatch({ type: 'component/move', path: componentPath, direction: 'down' as const }),
      onDuplicate: duplicate,
      onRemove: () => componentPath && dispatch({ type: 'component/remove', path: componentPath }),
      onAddBefore: () => holder && openPicker(holder.listPath, holder.index),
      onAddAfter: () => holder && openPicker(holder.listPath, holder.index + 1),
    },
  };
}
