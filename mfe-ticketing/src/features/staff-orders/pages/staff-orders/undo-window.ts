import { useEffect, useState } from 'react';

/**
 * Whether `deadline` (an instant, or null for none) is still ahead: true until then, when the page renders again by
 * itself, so an action offered only until a deadline (undoing a payment) is withdrawn without a reload.
 */
export function useBefore(deadline: string | null) {
  const [, wake] = useState(0);
  const left = deadline ? new Date(deadline).getTime() - Date.now() : 0;
  const ahead = left > 0;
  useEffect(() => {
    if (!ahead) return;
    // setTimeout holds at most about 24.8 days; a longer wait is simply woken early and measured again.
    const timer = setTimeout(() => wake((n) => n + 1), Math.min(left + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [deadline, ahead, left]);
  return ahead;
}
