'use client';

import { useEffect, useLayoutEffect } from 'react';
import type { EditKind } from './state';

const EDITABLE = '[data-edit]';
const HOVER = 'edit-hover';
const ACTIVE = 'edit-active';

function editableFrom(target: EventTarget | null, stage: HTMLElement): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest<HTMLElement>(EDITABLE);
  if (!element || !stage.contains(element)) return null;
  // editor-disabled="true" on the element or an ancestor switches its handlers off until cleared.
  if (element.closest('[editor-disabled="true"]')) return null;
  return element;
}

/**
 * Delegated listeners on the stage: in select state, hovering marks an editable element, and clicking
 * (or Enter on it) stops the event, and selects it for the sidebar.
 */
export function useEditSelection(
  stage: HTMLElement | null,
  selecting: boolean,
  selectedPath: string | null,
  onSelect: (path: string, kind: EditKind) => void,
) {
  useEffect(() => {
    if (!stage || !selecting) return;
    const editables = Array.from(stage.querySelectorAll<HTMLElement>(EDITABLE));
    editables.forEach((el) => el.setAttribute('tabindex', '0'));
    const select = (event: Event) => {
      const element = editableFrom(event.target, stage);
      if (!element) return;
      event.preventDefault();
      event.stopPropagation();
      onSelect(element.dataset.edit ?? '', (element.dataset.editKind as EditKind) ?? 'text');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') select(event);
    };
    const onOver = (event: Event) => editableFrom(event.target, stage)?.classList.add(HOVER);
    const onOut = (event: Event) => editableFrom(event.target, stage)?.classList.remove(HOVER);
    stage.addEventListener('click', select, true);
    stage.addEventListener('keydown', onKey, true);
    stage.addEventListener('pointerover', onOver);
    stage.addEventListener('pointerout', onOut);
    return () => {
      stage.removeEventListener('click', select, true);
      stage.removeEventListener('keydown', onKey, true);
      stage.removeEventListener('pointerover', onOver);
      stage.removeEventListener('pointerout', onOut);
      editables.forEach((el) => {
        el.removeAttribute('tabindex');
        el.classList.remove(HOVER);
      });
    };
  }, [stage, selecting, onSelect]);

  // React re-renders may replace elements: mark the selected one after every render.
  useLayoutEffect(() => {
    if (!stage) return;
    stage.querySelectorAll(`.${ACTIVE}`).forEach((el) => el.classList.remove(ACTIVE));
    if (selectedPath) stage.querySelector(`[data-edit="${CSS.escape(selectedPath)}"]`)?.classList.add(ACTIVE);
  });
}
