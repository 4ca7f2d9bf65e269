import { useEffect, useId } from 'react';
import { adminText } from '../messages';

/** The forms of the admin area that hold edits not yet saved (by each form's own id). */
const unsaved = new Set<string>();

/** A form says whether it holds unsaved edits; it stops counting when it goes away. */
export function useUnsavedChanges(dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    unsaved.add(id);
    return () => {
      unsaved.delete(id);
    };
  }, [id, dirty]);
}

/** Before a move inside the area (another tab or section): whether to go, asking if edits would be lost. */
export function confirmLeaving(): boolean {
  if (unsaved.size === 0) return true;
  if (!window.confirm(adminText.settings.unsavedConfirm)) return false;
  unsaved.clear();
  return true;
}

/**
 * While edits are unsaved: closing or reloading the page asks first (the browser's own
 * question), and so does following a link of the app (the menu, the header). The app's
 * router has no blocker of its own (BrowserRouter), so links are caught on their way.
 */
export function useLeavingGuard(): void {
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved.size === 0) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (unsaved.size === 0 || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const target = new URL(link.href, window.location.href);
      if (target.origin !== window.location.origin) return;
      if (target.pathname === window.location.pathname && target.search === window.location.search) return;
      if (!confirmLeaving()) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, []);
}
