'use client';
// What the editor tells the page through <body>: that it is open (room for the menu), whether it is selecting
// (hover outlines), and whether the sidebar is open (the page makes room for it, keeping the selection in view).
import { useEffect } from 'react';
import { canvasElement } from '../canvas/use-edit-selection';

/**
 * The page makes room for the editor's menu (11rem, or 3rem collapsed), so the menu never covers its edge (the
 * sign-in page's 'Sign in', the header's 'Donate').
 */
export function useMenuRoom(collapsed: boolean): void {
  useEffect(() => {
    document.body.classList.add('editor-open');
    return () => document.body.classList.remove('editor-open');
  }, []);
  useEffect(() => {
    document.body.classList.toggle('editor-menu-collapsed', collapsed);
    return () => document.body.classList.remove('editor-menu-collapsed');
  }, [collapsed]);
}

export function useBodyClasses({
  selecting,
  sidebarOpen,
  stage,
  selectedField,
  selectedComponent,
}: {
  selecting: boolean;
  sidebarOpen: boolean;
  stage: HTMLElement | null;
  selectedField: string | null;
  selectedComponent: string | null;
}): void {
  useEffect(() => {
    document.body.dataset.editorSelecting = String(selecting);
  }, [selecting]);
  useEffect(() => {
    document.body.classList.toggle('editor-sidebar-open', sidebarOpen);
    return () => document.body.classList.remove('editor-sidebar-open');
  }, [sidebarOpen]);
  useEffect(() => {
    // Making room for the sidebar reflows the page: keep what was selected in view.
    if (sidebarOpen) canvasElement(stage, selectedField, selectedComponent)?.scrollIntoView({ block: 'nearest' });
  }, [sidebarOpen, stage, selectedField, selectedComponent]);
}
