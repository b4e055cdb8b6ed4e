/**
 * Preloading on hover (doc 3 §4 Caching and preloading, §9: hover 100 ms). Features register what a path
 * needs — its data and its page's code — and links call `preloadPath` when a pointer rests on them.
 */
type Preloader = (rest: string) => void;

const preloaders = new Map<string, Preloader>();
const pages = new Map<string, () => void>();
const done = new Set<string>();

/** `prefix` is a path start such as "/product/"; the preloader gets the rest of the path, decoded. */
export function registerPreloader(prefix: string, preload: Preloader) {
  preloaders.set(prefix, preload);
}

/** A page without a slug, such as "/". */
export function registerPagePreloader(path: string, preload: () => void) {
  pages.set(path, preload);
}

export const PRELOAD_HOVER_MS = 100;

export function preloadPath(path: string) {
  const clean = path.split(/[?#]/)[0] ?? "";
  if (done.has(clean)) return;
  const page = pages.get(clean);
  if (page) {
    done.add(clean);
    page();
    return;
  }
  for (const [prefix, preload] of preloaders) {
    if (!clean.startsWith(prefix)) continue;
    const rest = decodeURIComponent(clean.slice(prefix.length));
    if (!rest || rest.includes("/")) return;
    done.add(clean);
    // Once per path per page load is enough: the query cache decides whether its data is still fresh.
    preload(rest);
    return;
  }
}
