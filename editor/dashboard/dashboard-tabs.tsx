'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DashboardTab, DashboardTabProps } from './tab-registry';
import styles from './dashboard.styles';

type Props = DashboardTabProps & { tabs: DashboardTab[]; initialTab?: string };

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move to a tab and show it. A panel is
 * built the first time its tab is chosen and then kept (hidden), so filters survive a look at another tab.
 */
export function DashboardTabs({ tabs, initialTab, ...tabProps }: Props) {
  const base = useId();
  const first = tabs.find((tab) => tab.id === initialTab) ?? tabs[0];
  const [selected, setSelected] = useState(first?.id);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(first ? [first.id] : []));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  const choose = (id: string, focus: boolean) => {
    setSelected(id);
    setOpened((seen) => (seen.has(id) ? seen : new Set(seen).add(id)));
    if (focus) buttons.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.id === selected);
    const to =
      event.key === 'ArrowRight' ? (at + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (at - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : -1;
    if (to < 0) return;
    event.preventDefault();
    choose(tabs[to].id, true);
  };

  if (tabs.length === 0) return <p className={styles.hint}>There is nothing on the dashboard for your account.</p>;
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label="Dashboard" className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(tab.id, false)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map(({ id, Component }) => (
        <div key={id} role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id)} hidden={id !== selected} tabIndex={0} className={styles.panel}>
          {opened.has(id) && <Component {...tabProps} />}
        </div>
      ))}
    </div>
  );
}
