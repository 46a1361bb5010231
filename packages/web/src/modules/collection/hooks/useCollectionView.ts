import { useCallback, useSyncExternalStore } from 'react';
import { type CollectionView, VIEWS } from '../collectionItem';

/** The collection's view (list, grid or compact), remembered on this device. */
export const COLLECTION_VIEW_KEY = 'earmark.collectionView';
const DEFAULT_VIEW: CollectionView = 'list';
const listeners = new Set<() => void>();

function read(): CollectionView {
  try {
    const stored = localStorage.getItem(COLLECTION_VIEW_KEY);
    return VIEWS.find((view) => view === stored) ?? DEFAULT_VIEW;
  } catch {
    return DEFAULT_VIEW; // storage refused (private mode): the default view
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the view changes it here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The view chosen last on this device, and a setter that remembers it. The server draws the list
 * view (it cannot know the device's choice); a page the app adopts then switches to the stored one.
 */
export function useCollectionView(): [CollectionView, (view: CollectionView) => void] {
  const view = useSyncExternalStore(subscribe, read, () => DEFAULT_VIEW);
  const setView = useCallback((next: CollectionView) => {
    try {
      localStorage.setItem(COLLECTION_VIEW_KEY, next);
    } catch {
      // Not remembered; the view still changes for this visit below.
    }
    for (const listener of listeners) listener();
  }, []);
  return [view, setView];
}
