import { createContext, type ReactNode, useContext } from "react";

/** Whose open jobs to show: a person's (her profile) or a shop's (its page). */
export type PosterJobsProps = { posterId?: string; shopId?: string; name: string; own: boolean };

const Slot = createContext<((props: PosterJobsProps) => ReactNode) | null>(null);

/** The app fills it with the jobs feature's section; profiles and shops do not import that feature. */
export const PosterJobsSlot = Slot.Provider;

export function PosterJobs(props: PosterJobsProps) {
  const render = useContext(Slot);
  return render?.(props) ?? null;
}
