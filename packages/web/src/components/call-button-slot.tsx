import { createContext, type ReactNode, useContext } from "react";

/** Whom a "Call" button rings: a person, by her id and name. */
export type CallButtonProps = { personId: string; name: string };

const Slot = createContext<((props: CallButtonProps) => ReactNode) | null>(null);

/** The app fills it with the calls feature's button; chat does not import that feature. */
export const CallButtonSlot = Slot.Provider;

export function CallPersonButton(props: CallButtonProps) {
  const render = useContext(Slot);
  return render?.(props) ?? null;
}
