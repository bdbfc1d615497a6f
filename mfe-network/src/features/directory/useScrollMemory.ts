import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-ui';

const keyOf = (locationKey: string) => `directory-scroll:${locationKey}`;

/**
 * Keeps how far down the reader was, per history entry, and goes back there when they return with Back (the list's
 * pages come from the cache). A new visit has a new entry and starts at the top. Restored after the shell's own
 * scroll to the top of a new page, once the content is there (`ready`).
 */
export function useScrollMemory(ready: boolean) {
  const { key } = useLocation();
  const restored = useRef(false);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => sessionStorage.setItem(keyOf(key), String(Math.round(window.scrollY))));
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [key]);

  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const saved = Number(sessionStorage.getItem(keyOf(key)));
    if (!saved) return;
    const timer = setTimeout(() => window.scrollTo(0, saved), 0);
    return () => clearTimeout(timer);
  }, [ready, key]);
}
