/** A code stays ignored until the camera has not seen it for this long: a QR held up is sent once, not every frame. */
export const SCAN_COOLDOWN_MS = 3000;

/**
 * Which codes the camera saw are sent: not one while a check-in is on its way, and not the code just sent while it is
 * still in view (each sighting extends its quiet time). Another ticket is sent at once.
 */
export function scanGate(now = () => Date.now()) {
  let last: { code: string; at: number } | null = null;
  let busy = false;
  return {
    /** Whether to send `code`; when it answers true, call `done` once its answer is shown. */
    admit(code: string) {
      const at = now();
      const recent = last?.code === code && at - last.at < SCAN_COOLDOWN_MS;
      if (busy || recent) {
        if (last?.code === code) last.at = at;
        return false;
      }
      busy = true;
      last = { code, at };
      return true;
    },
    done() {
      busy = false;
      if (last) last.at = now();
    },
  };
}
