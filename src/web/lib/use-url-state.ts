import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * A string kept in the URL query (?key=value), so a tool's inputs can be shared or bookmarked.
 * Use only for small inputs; the default is not written to the URL.
 *
 * The value a component sees is local state, written through to the URL: reading it back from the
 * URL on every keystroke would drop characters when someone types faster than the router updates.
 * Changes made to the URL from elsewhere (back/forward, a link, another setter) flow back in.
 *
 * The router applies URL changes in a transition, so after typing "j", "s" the URL can still say
 * "j" while the box says "js". Values this hook wrote and has not yet seen come back are kept in
 * `pending`; a URL value among them is our own echo (ignored), anything else came from elsewhere.
 */
export function useUrlState(key: string, defaultValue = ""): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const urlValue = params.get(key) ?? defaultValue;
  const [value, setLocal] = useState(urlValue);
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const echo = pending.current.indexOf(urlValue);
    if (echo >= 0) {
      pending.current = pending.current.slice(echo + 1);
      return;
    }
    pending.current = [];
    setLocal(urlValue);
  }, [urlValue]);

  const setValue = useCallback(
    (next: string) => {
      setLocal(next);
      pending.current.push(next === "" ? defaultValue : next);
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
