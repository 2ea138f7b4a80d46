import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './Tabs.css';

/** One tab: its id (e.g. an order status) and its text. */
export interface TabItem {
  readonly id: string;
  readonly label: string;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  readonly items: readonly TabItem[];
  /** The id of the selected tab; the app owns it, e.g. as the status filter of a query. */
  readonly selectedId: string;
  /** Called with the id of the tab chosen by click or keys. */
  readonly onSelect: (id: string) => void;
  /** Names the tab list, e.g. 'Order records'. */
  readonly label: string;
  /** The selected tab's panel content. */
  readonly children: ReactNode;
}

/** The tab index a key moves to from current, or null when the key is not a tab list key. */
function targetIndex(key: string, current: number, total: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % total;
    case 'ArrowLeft':
      return (current - 1 + total) % total;
    case 'Home':
      return 0;
    case 'End':
      return total - 1;
    default:
      return null;
  }
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop on the selected tab (roving
 * tabindex), ArrowLeft / ArrowRight (wrapping), Home and End select and focus a tab; one panel,
 * labelled by the selected tab, shows the children. The tab list scrolls sideways on a phone.
 */
export function Tabs({ items, selectedId, onSelect, label, children }: TabsProps) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelId = `${id}-panel`;
  const tabId = (index: number) => `${id}-tab-${index}`;
  // An unknown selectedId leaves the first tab as the tab stop, so the list stays reachable.
  const selected = Math.max(
    items.findIndex((item) => item.id === selectedId),
    0,
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = targetIndex(event.key, selected, items.length);
    if (next === null) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    const item = items[next];
    if (item !== undefined && item.id !== selectedId) onSelect(item.id);
  };

  return (
    <div className="sf-tabs">
      <div className="sf-tabs__list" role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={tabId(index)}
            type="button"
            role="tab"
            className="sf-tabs__tab"
            aria-selected={index === selected}
            aria-controls={panelId}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => {
              if (item.id !== selectedId) onSelect(item.id);
            }}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id={panelId} className="sf-tabs__panel" role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
