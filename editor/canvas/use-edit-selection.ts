'use client';

import { useEffect, useLayoutEffect } from 'react';
import { isEditKind, type EditKind } from '@/lib/content/edit-kinds';

const EDITABLE = '[data-edit]';
const COMPONENT = '[data-component]';
const HOVER = 'edit-hover';
const ACTIVE = 'edit-active';
const COMPONENT_ACTIVE = 'edit-component-active';

/** What was clicked: a value (path and kind) or, with path null, a whole component. */
export type CanvasTarget = { path: string | null; kind: EditKind | null; componentPath: string };

function targetFrom(event: Event, stage: HTMLElement): { element: HTMLElement; target: CanvasTarget } | null {
  if (!(event.target instanceof Element) || !stage.contains(event.target)) return null;
  // editor-disabled="true" on the element or an ancestor switches its handlers off until cleared.
  if (event.target.closest('[editor-disabled="true"]')) return null;
  const editable = event.target.closest<HTMLElement>(EDITABLE);
  const component = event.target.closest<HTMLElement>(COMPONENT);
  // A component inside a clicked content list is the more specific target.
  if (component && (!editable || editable.contains(component))) {
    return { element: component, target: { path: null, kind: null, componentPath: component.dataset.component ?? '' } };
  }
  if (!editable || !stage.contains(editable)) return null;
  const kind = editable.dataset.editKind;
  return {
    element: editable,
    target: { path: editable.dataset.edit ?? '', kind: isEditKind(kind) ? kind : 'text', componentPath: component?.dataset.component ?? '' },
  };
}

/** Content hidden from assistive technology (a carousel's other slides) must not take focus either. */
const HIDDEN = '[aria-hidden="true"], [inert]';

/**
 * Every editable value in the stage can be reached with Tab while selecting, including ones rendered later;
 * values inside hidden content become reachable when it is shown.
 */
function markFocusable(stage: HTMLElement) {
  stage.querySelectorAll<HTMLElement>(EDITABLE).forEach((el) => {
    const added = el.dataset.editTabindex === 'added';
    if (el.closest(HIDDEN)) {
      if (added) {
        el.removeAttribute('tabindex');
        delete el.dataset.editTabindex;
      }
    } else if (!el.hasAttribute('tabindex')) {
      el.setAttribute('tabindex', '0');
      el.dataset.editTabindex = 'added';
    }
  });
}

function unmarkFocusable(stage: HTMLElement) {
  stage.querySelectorAll<HTMLElement>('[data-edit-tabindex="added"]').forEach((el) => {
    el.removeAttribute('tabindex');
    delete el.dataset.editTabindex;
    el.classList.remove(HOVER);
  });
}

/**
 * Delegated listeners on the stage: in select state, hovering marks an editable element, and a click
 * (or Enter / Space on a focused one) stops the event and selects it for the sidebar.
 */
export function useEditSelection(
  stage: HTMLElement | null,
  selecting: boolean,
  selected: { path: string | null; componentPath: string | null },
  onSelect: (target: CanvasTarget) => void,
) {
  useEffect(() => {
    if (!stage || !selecting) return;
    markFocusable(stage);
    const observer = new MutationObserver(() => markFocusable(stage));
    observer.observe(stage, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-hidden', 'inert'] });
    const select = (event: Event) => {
      const found = targetFrom(event, stage);
      if (!found) return;
      event.preventDefault();
      event.stopPropagation();
      onSelect(found.target);
    };
    const onKey = (event: KeyboardEvent) => {
      if ((event.key === 'Enter' || event.key === ' ') && event.target instanceof HTMLElement && event.target.matches(EDITABLE)) select(event);
    };
    const onOver = (event: Event) => targetFrom(event, stage)?.element.classList.add(HOVER);
    const onOut = (event: Event) => targetFrom(event, stage)?.element.classList.remove(HOVER);
    stage.addEventListener('click', select, true);
    stage.addEventListener('keydown', onKey, true);
    stage.addEventListener('pointerover', onOver);
    stage.addEventListener('pointerout', onOut);
    return () => {
      observer.disconnect();
      stage.removeEventListener('click', select, true);
      stage.removeEventListener('keydown', onKey, true);
      stage.removeEventListener('pointerover', onOver);
      stage.removeEventListener('pointerout', onOut);
      unmarkFocusable(stage);
    };
  }, [stage, selecting, onSelect]);

  // React re-renders may replace elements: mark the selected ones after every render.
  useLayoutEffect(() => {
    if (!stage) return;
    stage.querySelectorAll(`.${ACTIVE}, .${COMPONENT_ACTIVE}`).forEach((el) => el.classList.remove(ACTIVE, COMPONENT_ACTIVE));
    if (selected.path) stage.querySelector(`[data-edit="${CSS.escape(selected.path)}"]`)?.classList.add(ACTIVE);
    if (selected.componentPath) stage.querySelector(`[data-component="${CSS.escape(selected.componentPath)}"]`)?.classList.add(COMPONENT_ACTIVE);
  });
}

/** The element showing a value or component, to return focus to it when its editor closes. */
export function canvasElement(stage: HTMLElement | null, path: string | null, componentPath: string | null): HTMLElement | null {
  if (!stage) return null;
  if (path) {
    const element = stage.querySelector<HTMLElement>(`[data-edit="${CSS.escape(path)}"]`);
    if (element) return element;
  }
  return componentPath ? stage.querySelector<HTMLElement>(`[data-component="${CSS.escape(componentPath)}"]`) : null;
}
