import { type AnalyticsLine, type Ga4Item, toGa4Item } from './items.js';

/** The gtag function of the page, injected so this package never touches window. */
export type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

/** A GA4 event name with its parameters. */
export interface Ga4Event {
  readonly name: string;
  readonly params: { readonly currency: 'TWD'; readonly items: readonly Ga4Item[] } & Record<string, unknown>;
}

/** view_item_list: a list of products was shown, with each item's position. */
export function viewItemList(listId: string, listName: string, lines: readonly AnalyticsLine[]): Ga4Event {
  return {
    name: 'view_item_list',
    params: {
      currency: 'TWD',
      item_list_id: listId,
      item_list_name: listName,
      items: lines.map((line, index) => toGa4Item(line, index)),
    },
  };
}

/** Sends an event through the injected gtag. */
export function track(gtag: Gtag, event: Ga4Event): void {
  gtag('event', event.name, event.params);
}
