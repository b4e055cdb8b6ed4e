import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { lazyWhenOpen } from "@/lib/lazy-when-open";

const NotificationsSheet = lazyWhenOpen(() =>
  import("./notifications-sheet").then((m) => m.NotificationsSheet),
);

const PanelContext = createContext<{ openNotifications: () => void }>({ openNotifications: () => {} });

/** The side panel of doc 2 §2 "Notifications", open from the bell anywhere in the shell. */
export function NotificationsPanelProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ openNotifications: () => setOpen(true) }), []);
  return (
    <PanelContext.Provider value={value}>
      {children}
      <NotificationsSheet open={open} onOpenChange={setOpen} />
    </PanelContext.Provider>
  );
}

export const useNotificationsPanel = () => useContext(PanelContext);
