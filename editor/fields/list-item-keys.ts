'use client';

import { useRef } from 'react';
import { arrayMove } from '@dnd-kit/sortable';

// SPEC.md §5: removing a list item is confirmed first.
export const removeItemQuestion = 'Are you sure?';

/**
 * Stable React and drag-and-drop keys for list items, which carry no ids of their own. Keys move
 * with the items in this editor's own reorders and removals, so an open item stays open and a
 * field being typed in keeps its focus; a length change from outside (undo) adds or drops keys at the end.
 */
export function useItemKeys(count: number) {
  const keys = useRef<string[]>([]);
  const made = useRef(0);
  const fresh = () => `item-${(made.current += 1)}`;
  if (keys.current.length > count) keys.current = keys.current.slice(0, count);
  while (keys.current.length < count) keys.current.push(fresh());
  return {
    keys: keys.current,
    move(from: number, to: number) {
      keys.current = arrayMove(keys.current, from, to);
    },
    remove(index: number) {
      keys.current = keys.current.filter((_key, position) => position !== index);
    },
    add(): string {
      const key = fresh();
      keys.current = [...keys.current, key];
      return key;
    },
  };
}
