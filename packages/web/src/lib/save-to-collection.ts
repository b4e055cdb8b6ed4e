import type { SavedKind } from "@saheli/core/saved";
import { createContext, useContext } from "react";

/** What "Save to a collection" was asked for: the thing, a name for the dialog, and what to refresh after. */
export type SaveToCollectionRequest = {
  kind: SavedKind;
  id: string;
  title: string;
  /** Called once it is saved, so the asking screen can show it saved (its own caches). */
  onSaved?: () => void;
};

export type OpenSaveToCollection = (request: SaveToCollectionRequest) => void;

const Slot = createContext<OpenSaveToCollection | null>(null);

/**
 * The app fills this with the saved feature's dialog; a post's menu or a listing's page calls it without
 * importing that feature (features do not import each other). Null where no provider is mounted.
 */
export const SaveToCollectionSlot = Slot.Provider;

export function useSaveToCollection(): OpenSaveToCollection | null {
  return useContext(Slot);
}
