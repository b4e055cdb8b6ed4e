import { createContext, type ReactNode, useContext } from "react";

export type ProfilePostsProps = { profileId: string; name: string; own: boolean };

const Slot = createContext<((props: ProfilePostsProps) => ReactNode) | null>(null);

/** The app fills the Posts tab with the feed's list; features do not import each other. */
export const ProfilePostsSlot = Slot.Provider;

export function ProfilePosts(props: ProfilePostsProps) {
  const render = useContext(Slot);
  return render?.(props) ?? null;
}
