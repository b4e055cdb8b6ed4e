import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * Journeys that move the app without reloading it (the route walk) wait for the new page: each location she lands
 * on gets a new key, and the router says when nothing is loading. Harmless for anyone else.
 */
export function NavigationMark() {
  const { key, pathname } = useLocation();
  const { state } = useNavigation();
  useEffect(() => {
    (globalThis as { __navigation?: { key: string; path: string; state: string } }).__navigation = {
      key,
      path: pathname,
      state,
    };
  }, [key, pathname, state]);
  return null;
}
