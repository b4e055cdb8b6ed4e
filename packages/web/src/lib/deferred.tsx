import {
  type ComponentType,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

/** Runs `run` once the page has loaded and the browser is idle; returns a cancel function. */
export function whenPageIdle(run: () => void): () => void {
  let cancelled = false;
  let timer: number | undefined;
  const idle = () => {
    if (cancelled) return;
    // Safari before 18 has no requestIdleCallback.
    timer =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(run, { timeout: 3000 })
        : window.setTimeout(run, 200);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", idle);
    if (timer === undefined) return;
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(timer);
    else window.clearTimeout(timer);
  };
}

/** True once the page has loaded and the browser is idle: for parts nobody needs in the first seconds. */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenPageIdle(() => setIdle(true)), []);
  return idle;
}

let painted: Promise<void> | undefined;

/** Resolves just after the browser has painted its first frame of the app. */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return painted;
}

export type DeferredModule<T> = { current: () => T | undefined; load: () => Promise<T> };

/** Code the first paint can do without, fetched once, when first asked for. */
export function deferredModule<T>(load: () => Promise<T>): DeferredModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    current: () => value,
    load: () => {
      loading ??= load().then((loaded) => {
        value = loaded;
        return loaded;
      });
      return loading;
    },
  };
}

/**
 * The module once it is there: it is fetched when the page is idle after loading, or at once through `request`
 * (a pointer over the control, focus, a click). `onArrival` runs just before the component re-renders with it.
 */
export function useDeferredModule<T>(module: DeferredModule<T>, onArrival?: () => void) {
  const [value, setValue] = useState(module.current);
  const arrival = useRef(onArrival);
  arrival.current = onArrival;
  const live = useRef(true);
  const request = useCallback(() => {
    void module.load().then((loaded) => {
      if (!live.current) return;
      arrival.current?.();
      setValue(() => loaded);
    });
  }, [module]);
  useEffect(() => {
    live.current = true;
    const cancel = value === undefined ? whenPageIdle(request) : undefined;
    return () => {
      live.current = false;
      cancel?.();
    };
  }, [value, request]);
  return [value, request] as const;
}

/**
 * Swapping a stand-in for the real control replaces its element: if it had focus, the new one takes it. Wraps
 * children in a `display: contents` span to know where focus was.
 */
export function useFocusCarry<T>(swapped: T | undefined) {
  const box = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const noteFocus = useCallback(() => {
    hadFocus.current = Boolean(box.current?.contains(document.activeElement));
  }, []);
  useLayoutEffect(() => {
    if (swapped === undefined || !hadFocus.current) return;
    hadFocus.current = false;
    box.current?.querySelector<HTMLElement>("button, a[href], input")?.focus();
  }, [swapped]);
  return { box, noteFocus };
}

/** Asks for the module when the pointer comes over, or focus comes into, the element behind `box`. */
export function useRequestOnIntent(box: RefObject<HTMLElement | null>, request: () => void, done: boolean) {
  useEffect(() => {
    const element = box.current;
    if (done || !element) return;
    element.addEventListener("pointerover", request, { once: true });
    element.addEventListener("focusin", request, { once: true });
    return () => {
      element.removeEventListener("pointerover", request);
      element.removeEventListener("focusin", request);
    };
  }, [box, request, done]);
}

/** What a stand-in trigger spreads on its button so that using it brings the real control. */
export type StandInTrigger = {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
  "aria-haspopup": "menu" | "dialog";
  "aria-expanded": false;
};

type DeferredProps<P> = P & {
  /** The same trigger the real control draws, drawn until its code has arrived. */
  standIn: (trigger: StandInTrigger) => ReactNode;
};

/**
 * A control whose popover, menu or sheet (and their library) loads after the first paint. Until it arrives the
 * stand-in draws its trigger; a click on the stand-in opens the real control as soon as it is there.
 */
export function deferredControl<P extends object>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>,
  popup: StandInTrigger["aria-haspopup"] = "menu",
) {
  const module = deferredModule(load);
  return function DeferredControl({ standIn, ...props }: DeferredProps<P>) {
    const [clicked, setClicked] = useState(false);
    const focus = useFocusCarry(module.current());
    const [Control, request] = useDeferredModule(module, focus.noteFocus);
    const content = Control ? (
      <Control {...(props as P)} defaultOpen={clicked || undefined} />
    ) : (
      standIn({
        onPointerEnter: request,
        onFocus: request,
        onClick: () => {
          setClicked(true);
          request();
        },
        "aria-haspopup": popup,
        "aria-expanded": false,
      })
    );
    return (
      <span ref={focus.box} className="contents">
        {content}
      </span>
    );
  };
}
