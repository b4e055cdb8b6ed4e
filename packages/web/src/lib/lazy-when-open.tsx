import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A dialog, sheet or panel whose code loads the first time it opens instead of with the page; once loaded it
 * stays mounted so it can animate closed and open again at once.
 */
export function lazyWhenOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyWhenOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
