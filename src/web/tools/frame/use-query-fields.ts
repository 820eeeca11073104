import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * Several small inputs kept in the URL query so a result can be shared or bookmarked.
 * Typing updates local state at once; the URL follows a moment later in ONE replace (setting several
 * keys through separate useUrlState setters in the same tick would overwrite each other).
 * Values longer than `maxLength`, or equal to their default, are left out of the URL.
 */
export function useQueryFields<T extends Record<string, string>>(
  defaults: T,
  { maxLength = 2000, delayMs = 300 }: { maxLength?: number; delayMs?: number } = {},
): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const defaultsRef = useRef(defaults);
  const [values, setValues] = useState<T>(() => {
    const initial = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof T & string)[]) {
      const fromUrl = params.get(key);
      if (fromUrl !== null) initial[key] = fromUrl as T[typeof key];
    }
    return initial;
  });

  const set = useCallback((patch: Partial<T>) => setValues((prev) => ({ ...prev, ...patch })), []);

  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const current = new URLSearchParams(window.location.search);
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(values)) {
        if (value === defaultsRef.current[key] || value === "" || value.length > maxLength) next.delete(key);
        else next.set(key, value);
      }
      if (next.toString() !== current.toString()) {
        setParamsRef.current(next, { replace: true, preventScrollReset: true });
      }
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [values, maxLength, delayMs]);

  return [values, set];
}
