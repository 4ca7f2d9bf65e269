import { ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';

interface TabListProps<Value extends string> {
  label: string;
  values: readonly Value[];
  names: Record<Value, string>;
  selected: Value;
  onSelect: (value: Value) => void;
  /** Equal columns (a few short tabs) or one row that scrolls on a phone and wraps from 768 px. */
  layout: 'columns' | 'scroll';
  /** The tab panel's id: each tab then names it (aria-controls) and gets an id of its own. */
  panelId?: string;
}

/** Whether a scrolling row hides tabs on its right: it then shows a fade and an arrow. */
function useMoreOnTheRight(row: RefObject<HTMLDivElement | null>, enabled: boolean, tabKey: string): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const list = row.current;
    if (!enabled || !list) return;
    const measure = () => setMore(list.scrollLeft + list.clientWidth < list.scrollWidth - 1);
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    // The row's own box does not change when its tabs grow (texts, fonts): each is watched.
    for (const element of [list, ...Array.from(list.children)]) resize.observe(element);
    return () => {
      list.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [row, enabled, tabKey]);
  return more;
}

/** A row of tabs in the app's segmented style; the page renders the selected panel. */
export function TabList<Value extends string>(props: TabListProps<Value>) {
  const { panelId, layout, selected } = props;
  const row = useRef<HTMLDivElement>(null);
  const tabKey = props.values.join(' ');
  const more = useMoreOnTheRight(row, layout === 'scroll', tabKey);
  // On a phone the row scrolls: the selected tab (from a link such as ?tab=chat) is brought
  // into view, within the row only (the page itself does not move).
  useEffect(() => {
    const list = row.current;
    if (layout !== 'scroll' || !list) return;
    const tab = list.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!tab) return;
    const bringIntoView = () => {
      const left = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
      if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth)
        list.scrollTo({ left: Math.max(0, left - (list.clientWidth - tab.offsetWidth) / 2) });
    };
    bringIntoView();
    // Widths settle once the texts and fonts are in: the tab is placed again as they do.
    const resize = new ResizeObserver(bringIntoView);
    resize.observe(list);
    resize.observe(tab);
    return () => resize.disconnect();
    // A tab that appears before it (a tab shown once the programme is in) moves it too.
  }, [layout, selected, tabKey]);
  // Columns share the row and wrap when their words do not fit side by side: a tab's name
  // is never split inside a word (issue 32).
  const list = (
    <div
      ref={row}
      role="tablist"
      aria-label={props.label}
      className={`rounded-xl bg-slate-200 p-1 ${layout === 'columns' ? 'flex flex-wrap gap-1' : 'flex gap-1 overflow-x-auto md:flex-wrap md:overflow-visible'}`}
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
          className={`rounded-lg font-semibold whitespace-nowrap ${layout === 'columns' ? `flex-1 px-2 py-2 ${props.values.length > 3 ? 'text-sm' : ''}` : 'shrink-0 px-3 py-2 text-sm'} ${props.selected === value ? 'bg-white text-brand-900 shadow' : 'text-slate-700'}`}
        >
          {props.names[value]}
        </button>
      ))}
    </div>
  );
  if (layout === 'columns') return list;
  return (
    <div className="relative mb-4">
      {list}
      {more && (
        // More tabs on the right: a fade and an arrow say the row scrolls (the tabs stay
        // reachable by swiping and by the keyboard).
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-0 flex w-12 items-center justify-end rounded-r-xl bg-gradient-to-l from-slate-200 via-slate-200/90 to-transparent pr-1"
        >
          <ChevronRight className="h-5 w-5 text-slate-700" />
        </span>
      )}
    </div>
  );
}

/** The id a tab of `panelId` gets, for the panel's aria-labelledby. */
export function tabId(panelId: string, value: string): string {
  return `${panelId}-tab-${value}`;
}
