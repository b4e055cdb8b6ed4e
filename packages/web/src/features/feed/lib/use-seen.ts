import { useCallback, useRef } from "react";
import { useSession } from "@/lib/session/use-session";
import { recordView } from "../api/keep-actions";

/** A ref for a post's card that records one view when half of it has been on screen for a second. */
export function useSeen(postId: string, wanted: boolean) {
  const done = useRef(false);
  // A visitor's views are not counted (and the server would refuse them).
  const signedIn = useSession().status === "signed-in";
  const enabled = wanted && signedIn;
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || !enabled || done.current) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const observer = new IntersectionObserver(
        ([entry]) => {
          clearTimeout(timer);
          if (!entry?.isIntersecting) return;
          timer = setTimeout(() => {
            done.current = true;
            observer.disconnect();
            void recordView(postId);
          }, 1000);
        },
        { threshold: 0.5 },
      );
      observer.observe(element);
      return () => {
        clearTimeout(timer);
        observer.disconnect();
      };
    },
    [postId, enabled],
  );
}
