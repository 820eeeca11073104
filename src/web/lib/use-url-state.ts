import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * A string kept in the URL query (?key=value), so a tool's inputs can be shared or bookmarked.
 * Use only for small inputs; the default is not written to the URL.
 *
 * The value a component sees is local state, written through to the URL: reading it back from the
 * URL on every keystroke would drop characters when someone types faster than the router updates.
 * Changes made to the URL from elsewhere (back/forward, a link, another setter) flow back in.
 */
export function useUrlState(key: string, defaultValue = ""): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const urlValue = params.get(key) ?? defaultValue;
  const [value, setLocal] = useState(urlValue);
  const lastWritten = useRef(urlValue);

  useEffect(() => {
    if (urlValue !== lastWritten.current) {
      lastWritten.current = urlValue;
      setLocal(urlValue);
    }
  }, [urlValue]);

  const setValue = useCallback(
    (next: string) => {
      setLocal(next);
      lastWritten.current = next === "" ? defaultValue : next;
      setParams(
        () => {
          // Start from the live URL, not the last render's params: two setters called in one event
          // (e.g. an example filling several fields) must not overwrite each other.
          const p = new URLSearchParams(window.location.search);
          if (next === defaultValue || next === "") p.delete(key);
          else p.set(key, next);
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [key, defaultValue, setParams],
  );
  return [value, setValue];
}
