import { useEffect, useRef } from 'react';

interface TabListProps<Value extends string> {
  label: string;
  values: readonly Value[];
  names: Record<Value, string>;
  selected: Value;
  onSelect: (value: Value) => void;
  /** Equal columns (a few short tabs) or one scrolling row (many tabs on a phone). */
  layout: 'columns' | 'scroll';
  /** The tab panel's id: each tab then names it (aria-controls) and gets an id of its own. */
  panelId?: string;
}

/** A row of tabs in the app's segmented style; the page renders the selected panel. */
export function TabList<Value extends string>(props: TabListProps<Value>) {
  const { panelId, layout, selected } = props;
  const row = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls: the selected tab (from a link such as ?tab=chat) is brought
  // into view, within the row only (the page itself does not move).
  useEffect(() => {
    const list = row.current;
    if (layout !== 'scroll' || !list) return;
    const tab = list.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!tab) return;
    const left = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollTo({ left: Math.max(0, left - (list.clientWidth - tab.offsetWidth) / 2) });
  }, [layout, selected]);
  return (
    <div
      ref={row}
      role="tablist"
      aria-label={props.label}
      className={`rounded-xl bg-slate-200 p-1 ${props.layout === 'columns' ? `grid ${props.values.length === 4 ? 'grid-cols-4' : 'grid-cols-3'} gap-1` : 'relative mb-4 flex gap-1 overflow-x-auto'}`}
    >
      {props.values.map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          id={panelId ? tabId(panelId, value) : undefined}
          aria-selected={props.selected === value}
          aria-controls={panelId}
          onClick={() => props.onSelect(value)}
          className={`rounded-lg font-semibold ${props.layout === 'columns' ? (props.values.length === 4 ? 'px-1 py-2 text-sm' : 'py-2') : 'shrink-0 px-3 py-2 text-sm'} ${props.selected === value ? 'bg-white text-brand-900 shadow' : 'text-slate-700'}`}
        >
          {props.names[value]}
        </button>
      ))}
    </div>
  );
}

/** The id a tab of `panelId` gets, for the panel's aria-labelledby. */
export function tabId(panelId: string, value: string): string {
  return `${panelId}-tab-${value}`;
}
