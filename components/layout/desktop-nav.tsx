'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { ChevronIcon } from '@/components/ui/icons';
import { isUsableLink } from '@/components/ui/link-href';
import { SiteLink } from '@/components/ui/site-link';
import { editAttributes } from '@/components/blocks/shared/edit-attributes';
import { itemLink, SubmenuLinks, type NavItem } from './nav-links';

/**
 * First-level navigation for wide screens. Items with children are disclosure buttons
 * (aria-expanded) rather than hover menus, so they work the same by mouse, touch and keyboard.
 * One submenu is open at a time; Escape, a click elsewhere or focus leaving closes it.
 */
/** How many links a submenu holds at most (NavItemSchema). */
const MAX_SUBMENU_LINKS = 30;

type DesktopNavProps = {
  items: readonly NavItem[];
  editing?: boolean;
  /** In the editor: adds an empty link under the first-level item at this index (and selects it). */
  onAddLink?: (index: number) => void;
};

export function DesktopNav({ items, editing = false, onAddLink }: DesktopNavProps) {
  const [openIndex, setOpenIndex] = useState(-1);
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();

  useEffect(() => {
    if (openIndex < 0) return;
    const closeIfOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenIndex(-1);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    return () => document.removeEventListener('pointerdown', closeIfOutside);
  }, [openIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openIndex < 0) return;
    event.currentTarget.querySelector<HTMLElement>('[aria-expanded="true"]')?.focus();
    setOpenIndex(-1);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenIndex(-1);
  };
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) setOpenIndex(-1);
  };

  return (
    <nav ref={navRef} aria-label="Main" className="cs-desktop-nav" onKeyDown={onKeyDown} onBlur={onBlur} onClick={onClick}>
      <ul className="cs-desktop-nav__list" {...(editing ? editAttributes('tierOneItems', 'list') : {})}>
        {items.map((item, index) => {
          const submenuId = `${baseId}-submenu-${index}`;
          const open = openIndex === index;
          if (editing) {
            return (
              <EditableNavItem
                key={index}
                item={item}
                path={`tierOneItems.${index}`}
                submenuId={submenuId}
                open={open}
                onToggle={() => setOpenIndex(open ? -1 : index)}
                onAddLink={onAddLink && item.children.length < MAX_SUBMENU_LINKS ? () => onAddLink(index) : undefined}
              />
            );
          }
          if (!item.children.some(isUsableLink)) {
            return (
              <li key={index}>
                <SiteLink link={itemLink(item)} className="cs-desktop-nav__item" />
              </li>
            );
          }
          return (
            <li key={index} className="cs-desktop-nav__group">
              <button
                type="button"
                className="cs-desktop-nav__item"
                aria-expanded={open}
                aria-controls={submenuId}
                onClick={() => setOpenIndex(open ? -1 : index)}
              >
                {item.text}
                <ChevronIcon className="cs-chevron" />
              </button>
              <SubmenuLinks item={item} id={submenuId} hidden={!open} />
            </li>
          );
        })}
        {editing && items.length === 0 && <li className="cs-desktop-nav__item cs-edit-placeholder">Add menu items</li>}
      </ul>
    </nav>
  );
}

type EditableNavItemProps = { item: NavItem; path: string; submenuId: string; open: boolean; onToggle: () => void; onAddLink?: () => void };

export const addLinkLabel = (item: Pick<NavItem, 'text'>) => `Add link under ${item.text || 'this item'}`;

/**
 * A first-level item in the editor: the item itself (its words and where it leads) can be selected, and a
 * separate button, which the editor leaves alone, opens its submenu so the second-level links can be reached.
 */
function EditableNavItem({ item, path, submenuId, open, onToggle, onAddLink }: EditableNavItemProps) {
  return (
    <li className="cs-desktop-nav__group cs-desktop-nav__group--editing">
      <SiteLink link={itemLink(item)} className="cs-desktop-nav__item" editPath={path} editing />
      <button
        type="button"
        className="cs-desktop-nav__toggle"
        aria-expanded={open}
        aria-controls={submenuId}
        editor-disabled="true"
        onClick={onToggle}
      >
        <ChevronIcon className="cs-chevron" />
        <span className="cs-visually-hidden">{`${open ? 'Hide' : 'Show'} the links under ${item.text || 'this item'}`}</span>
      </button>
      {onAddLink && (
        // Left alone by the editor's click-to-select, like the toggle: it adds a link and opens it in the sidebar.
        <button type="button" className="cs-desktop-nav__add" editor-disabled="true" title={addLinkLabel(item)} onClick={onAddLink}>
          <span aria-hidden="true">+</span>
          <span className="cs-visually-hidden">{addLinkLabel(item)}</span>
        </button>
      )}
      <SubmenuLinks item={item} id={submenuId} hidden={!open} editPath={path} />
    </li>
  );
}
