'use client';

import { useEffect, useId, useReducer, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import type { CrisisContact, Nav, QuickExit } from '@/lib/content/schemas';
import { ChevronIcon, CloseIcon, HamburgerIcon } from '@/components/ui/icons';
import { isUsableLink } from '@/components/ui/link-href';
import { SiteLink } from '@/components/ui/site-link';
import { keepFocusInside } from './focus-trap';
import { initialMobileNavState, mobileNavReducer, type MobileNavAction } from './mobile-nav-state';
import { itemLink, SubmenuLinks, UrgentLinks } from './nav-links';
import { QUICK_EXIT_TEXT } from './quick-exit-text';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { SiteSearchForm } from '@/components/search/site-search-form';

/** Matches the CSS breakpoint where the desktop navigation takes over. */
const desktopQuery = '(min-width: 1200px)';

/** The menu for small screens: a full-screen panel that holds focus until it is closed. */
type MobileNavProps = {
  nav: Nav;
  crisisContacts?: readonly CrisisContact[];
  /** The menu covers the page's quick exit strip, so it carries the exit itself. */
  quickExit?: QuickExit;
};

export function MobileNav({ nav, crisisContacts, quickExit }: MobileNavProps) {
  const [state, dispatch] = useReducer(mobileNavReducer, initialMobileNavState);
  const open = state.mobileNavOpen;
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    // The panel is hidden on wide screens; leaving it open there would keep the page locked.
    const query = window.matchMedia?.(desktopQuery);
    const closeOnDesktop = () => query?.matches && dispatch({ type: 'close' });
    query?.addEventListener('change', closeOnDesktop);
    return () => query?.removeEventListener('change', closeOnDesktop);
  }, [open]);

  const closeAndRefocus = () => {
    dispatch({ type: 'close' });
    menuButton.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') closeAndRefocus();
    else keepFocusInside(event.currentTarget, event);
  };
  // Following a link leaves the menu behind.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) dispatch({ type: 'close' });
  };

  return (
    <div className="cs-mobile-nav">
      <button
        ref={menuButton}
        type="button"
        className="cs-mobile-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={() => dispatch({ type: 'open' })}
      >
        <HamburgerIcon />
        Menu
      </button>
      <div
        id={panelId}
        className="cs-sheet cs-mobile-nav__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        hidden={!open}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {/* Its contents exist only while it is open: hidden, they would be markup and hydration work on
            every page load for a menu most visitors never open (the same links are in the page's other
            navigation, for visitors without JavaScript and for search engines). */}
        {open && (
          <MobileNavContents
            crisisContacts={crisisContacts}
            quickExit={quickExit}
            nav={nav}
            panelId={panelId}
            tierOneIndex={state.tierOneIndex}
            closeButton={closeButton}
            onClose={closeAndRefocus}
            dispatch={dispatch}
          />
        )}
      </div>
    </div>
  );
}

type ContentsProps = {
  nav: Nav;
  crisisContacts?: readonly CrisisContact[];
  quickExit?: QuickExit;
  panelId: string;
  tierOneIndex: number;
  closeButton: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  dispatch: (action: MobileNavAction) => void;
};

function MobileNavContents({ nav, crisisContacts, quickExit, panelId, tierOneIndex, closeButton, onClose, dispatch }: ContentsProps) {
  return (
    <>
      <div className="cs-mobile-nav__bar">
        {quickExit?.enabled && (
          // The page's quick exit handles every link marked data-quick-exit (quick-exit-keys.tsx).
          <a className="cs-quick-exit__button" href={quickExit.destination} rel="nofollow noreferrer" data-quick-exit="">
            {QUICK_EXIT_TEXT}
          </a>
        )}
        <button ref={closeButton} type="button" className="cs-mobile-nav__close" aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
          Close
        </button>
      </div>
      <UrgentLinks nav={nav} className="cs-mobile-nav__urgent" contacts={crisisContacts} />
      <SiteSearchForm place="menu" className="cs-site-search--menu" />
      <nav aria-label="Main">
        <ul className="cs-mobile-nav__list">
          {nav.tierOneItems.map((item, index) => {
            const submenuId = `${panelId}-submenu-${index}`;
            const expanded = tierOneIndex === index;
            if (!item.children.some(isUsableLink)) {
              return (
                <li key={index}>
                  <SiteLink link={itemLink(item)} className="cs-mobile-nav__item" />
                </li>
              );
            }
            return (
              <li key={index}>
                <button
                  type="button"
                  className="cs-mobile-nav__item"
                  aria-expanded={expanded}
                  aria-controls={submenuId}
                  onClick={() => dispatch({ type: 'selectTierOne', index })}
                >
                  {item.text}
                  <ChevronIcon className="cs-chevron" />
                </button>
                <SubmenuLinks item={item} id={submenuId} hidden={!expanded} />
              </li>
            );
          })}
        </ul>
      </nav>
      <SiteLink link={nav.donate} className="cs-button cs-mobile-nav__donate" />
    </>
  );
}

/**
 * The menu for small screens when the browser runs no scripts: a native disclosure ('Menu') holding every link (the
 * scripted Menu button is hidden by the stylesheet whenever this is there; with scripts on, a browser never builds
 * it). A client component although it has no script of its own: the page's data for the browser then names only
 * the navigation MobileNav already carries, not this markup a second time (React never hydrates what is inside a
 * <noscript>).
 */
export function NoScriptNav({ nav }: { nav: Nav }) {
  return (
    <noscript>
      <details className="cs-noscript-nav">
        <summary className="cs-mobile-nav__toggle">
          <HamburgerIcon />
          Menu
        </summary>
        {/* Opened, it drops below the header (mobile-nav.css): 'Menu' keeps its place in the bar. */}
        <div className="cs-noscript-nav__panel">
          <SiteSearchForm place="noscript" className="cs-site-search--menu" />
          <nav aria-label="Main">
            <ul className="cs-noscript-nav__list">
              {nav.tierOneItems.map((item, index) => (
                <li key={index}>
                  <SiteLink link={itemLink(item)} className="cs-noscript-nav__item" />
                  {item.children.length > 0 && <SubmenuLinks item={item} id={`noscript-submenu-${index}`} hidden={false} />}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </details>
    </noscript>
  );
}
