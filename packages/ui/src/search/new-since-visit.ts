import { create } from 'zustand';

/** The listings new since the member last opened the saved search the list shows. */
export const useNewSinceVisit = create<{ ids: ReadonlySet<number> }>(() => ({ ids: new Set() }));
