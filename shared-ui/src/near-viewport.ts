import { startTransition, useEffect, useRef, useState } from 'react';

/** Whether the element has come within `margin` of the viewport (and so should render and load what it shows). */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    // Rendered as a transition: a section that appears renders in slices, without blocking input.
    // A part the person scrolled past between two frames (a quick flick on a phone) counts as near: drawn above, it is
    // there when they scroll back, and the page below does not move when it appears.
    const passed = (entry: IntersectionObserverEntry) => entry.boundingClientRect.bottom < (entry.rootBounds?.top ?? 0);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting || passed(e)) && startTransition(() => setNear(true)), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return { ref, near };
}
