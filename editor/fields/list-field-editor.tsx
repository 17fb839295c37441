'use client';

import { useContext, useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ListField } from '@/components/blocks/shared/descriptor';
import controls from '@/editor/ui/controls.styles';
import { getAtPath, setAtPath } from '@/lib/content/value-at-path';
import { asArray, asString, joinPath } from './field-values';
import { ListItem } from './list-item';
import { NestedFieldEditor } from './nested-field';
import { removeItemQuestion, useItemKeys } from './list-item-keys';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';
import { FieldGroup } from '@/editor/ui/field-shell';

const plainText = (text: string) => text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** A list of items (slides, testimonials, …): reorder, add, remove, and each item's own fields. */
export function ListFieldEditor({ id, field, value, onChange, context }: FieldEditorProps<ListField>) {
  const FieldEditor = useContext(NestedFieldEditor);
  const items = asArray(value);
  const keys = useItemKeys(items.length);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const full = field.max !== undefined && items.length >= field.max;

  const titleOf = (index: number) => plainText(asString(field.itemTitle ? getAtPath(items[index], field.itemTitle) : '')) || `${field.itemLabel} ${index + 1}`;
  const titleOfKey = (key: UniqueIdentifier) => titleOf(keys.keys.indexOf(String(key)));
  // Each reorder or removal is one change with the whole new list: one step to undo.
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    keys.move(from, to);
    onChange(arrayMove(items, from, to));
  };
  const remove = (index: number) => {
    if (!window.confirm(removeItemQuestion)) return;
    keys.remove(index);
    onChange(items.filter((_item, position) => position !== index));
  };
  const add = () => {
    const key = keys.add();
    setOpen((previous) => new Set(previous).add(key));
    onChange([...items, field.newItem()]);
  };
  const toggle = (key: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(keys.keys.indexOf(String(active.id)), keys.keys.indexOf(String(over.id)));
  };
  const announcements = {
    onDragStart: ({ active }: { active: { id: UniqueIdentifier } }) => `Picked up ${titleOfKey(active.id)}.`,
    onDragOver: ({ active, over }: { active: { id: UniqueIdentifier }; over: { id: UniqueIdentifier } | null }) =>
      over ? `${titleOfKey(active.id)} is over position ${keys.keys.indexOf(String(over.id)) + 1} of ${items.length}.` : undefined,
    onDragEnd: ({ active, over }: { active: { id: UniqueIdentifier }; over: { id: UniqueIdentifier } | null }) =>
      over ? `${titleOfKey(active.id)} dropped at position ${keys.keys.indexOf(String(over.id)) + 1} of ${items.length}.` : undefined,
    onDragCancel: ({ active }: { active: { id: UniqueIdentifier } }) => `Moving ${titleOfKey(active.id)} was cancelled.`,
  };

  return (
    <FieldGroup id={id} focusable className={styles.focusTarget} legend={field.label} help={field.help}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <SortableContext items={keys.keys} strategy={verticalListSortingStrategy}>
          <ul className={styles.list}>
            {items.map((item, index) => {
              const key = keys.keys[index];
              const itemContext = { ...context, componentPath: joinPath(context.componentPath, field.path, String(index)) };
              return (
                <ListItem
                  key={key}
                  sortKey={key}
                  bodyId={`${id}-${key}`}
                  title={titleOf(index)}
                  open={open.has(key)}
                  isFirst={index === 0}
                  isLast={index === items.length - 1}
                  onToggle={() => toggle(key)}
                  onMove={(step) => move(index, index + step)}
                  onRemove={() => remove(index)}
                >
                  {field.item.map((itemField, position) => (
                    <FieldEditor
                      key={`${itemField.path}-${position}`}
                      id={`${id}-${key}-${position}`}
                      field={itemField}
                      value={getAtPath(item, itemField.path)}
                      onChange={(next) => onChange(items.map((old, at) => (at === index ? setAtPath(old, itemField.path, next) : old)))}
                      context={itemContext}
                    />
                  ))}
                </ListItem>
              );
            })}
          </ul>
        </SortableContext>
      </DndContext>
      <button type="button" className={`${styles.button} ${controls.field}`} disabled={full} onClick={add}>
        Add {field.itemLabel.toLowerCase()}
      </button>
      {field.max !== undefined && <p className={controls.help}>Up to {field.max}.</p>}
    </FieldGroup>
  );
}
