import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { useCurrentUser } from '../../auth';
import { hasGuestDraft } from '../editor/guestDraft';
import type { AddTarget } from './AddToListsDialog';

const AddToListsDialog = lazy(() =>
  import('./AddToListsDialog').then((m) => ({ default: m.AddToListsDialog })),
);
const GuestListDraftSaver = lazy(() =>
  import('./GuestListDraftSaver').then((m) => ({ default: m.GuestListDraftSaver })),
);

type AddToListsApi = { openAddToLists: (target: AddTarget) => void };

const AddToListsContext = createContext<AddToListsApi>({ openAddToLists: () => undefined });

/**
 * The lists feature's app-wide part: one Add to lists dialog, opened from item menus, and the
 * creation of a guest's list draft once they have signed up.
 */
export function AddToListsProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<AddTarget | null>(null);
  const [used, setUsed] = useState(false);
  const member = useCurrentUser();
  const draftWaiting = member !== null && hasGuestDraft();
  const api = useMemo<AddToListsApi>(
    () => ({
      openAddToLists: (next) => {
        setUsed(true);
        setTarget(next);
      },
    }),
    [],
  );
  return (
    <AddToListsContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {draftWaiting && <GuestListDraftSaver />}
        {used && <AddToListsDialog target={target} onClose={() => setTarget(null)} />}
      </Suspense>
    </AddToListsContext.Provider>
  );
}

export function useAddToLists(): AddToListsApi {
  return useContext(AddToListsContext);
}
