import { useEffect, useRef } from "react";

/**
 * An <img> that arrives in the server's first paint can finish loading, or fail, before the app has
 * hydrated it and attached onLoad/onError; those events are then never seen. On mount this looks at
 * the image itself and reports what already happened. Returns the ref to put on the <img>.
 */
export function useImageSettled(src: string, onLoad: () => void, onError: () => void) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img || !img.complete || !img.getAttribute("src")) return;
    if (img.naturalWidth > 0) onLoad();
    else onError();
    // Only for the image as first mounted or when its address changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src]);
  return ref;
}
