import { useEffect, useState, type CSSProperties } from 'react';
import { msg } from '@lingui/core/macro';
import { createToaster, Toaster, Toast, Portal, Stack } from '@chakra-ui/react';
import { toastRecipe } from './toast-recipe';
import { i18n } from '#i18n';
import { subscribeNotices, takePending } from './notify';

// Notifications come up from the foot of the screen, where they cover none of the header's controls (My Dashboard,
// the account menu, the banner's Complete your profile): across a phone's width, in the right-hand corner from the
// medium breakpoint. Above a bar kept at the foot of the screen (an event's booking bar), never over its buttons.
const ROOM = '--bottom-bar-room';
const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 4,
  offsets: { top: '1rem', right: '1rem', left: '1rem', bottom: `calc(1rem + var(${ROOM}, 0px))` },
});

/**
 * How far up from the foot of the screen a bar fixed or stuck there reaches: the page's own element at the bottom
 * edge that is `fixed` or `sticky`, ends at the edge and is a bar (no taller than a third of the screen; a sticky
 * sidebar or an open dialog is not one).
 */
function bottomBarRoom(): number {
  if (typeof document.elementsFromPoint !== 'function') return 0;
  const height = window.innerHeight;
  const width = window.innerWidth;
  let room = 0;
  for (const x of [16, width / 2, width - 16]) {
    for (const element of document.elementsFromPoint(x, height - 1)) {
      if (element.closest('[data-scope="toast"]')) continue;
      const { position } = getComputedStyle(element);
      if (position !== 'fixed' && position !== 'sticky') continue;
      const box = element.getBoundingClientRect();
      if (Math.abs(box.bottom - height) <= 1 && box.height <= height / 3) room = Math.max(room, height - box.top);
      break;
    }
  }
  return Math.ceil(room);
}

/** The room under the notifications, measured while one shows: as it appears, and as the page scrolls or resizes. */
function useBottomBarRoom() {
  const [room, setRoom] = useState(0);
  useEffect(() => {
    let frame = 0;
    let settled: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      frame = 0;
      setRoom(bottomBarRoom());
    };
    const measureSoon = () => {
      frame ||= requestAnimationFrame(measure);
      // Once more a moment later: a bar that shows or hides as the page scrolls has moved by then.
      clearTimeout(settled);
      settled = setTimeout(measure, 200);
    };
    const schedule = () => {
      if (toaster.getVisibleToasts().length > 0) measureSoon();
    };
    // A notification is announced to the subscribers before the toaster counts it.
    const unsubscribe = toaster.subscribe(measureSoon);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      unsubscribe();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      clearTimeout(settled);
    };
  }, []);
  return room;
}

/** A success means the last attempt went through: an error notice an earlier attempt left is stale (not one that stays until closed). */
function dismissStaleErrors() {
  for (const shown of toaster.getVisibleToasts()) {
    if (shown.type === 'error' && shown.id && shown.duration !== Infinity) toaster.dismiss(shown.id);
  }
}

function showPending() {
  for (const n of takePending()) {
    if (n.type === 'success') dismissStaleErrors();
    toaster.create({ type: n.type, title: n.title === 'Success' ? i18n._(msg`Success`) : i18n._(msg`Error`), description: n.description, closable: true, duration: n.persistent ? Infinity : n.type === 'error' ? 7000 : 5000 });
  }
}

export default function Toasts() {
  const room = useBottomBarRoom();
  useEffect(() => {
    // The toast group subscribes to the toaster in a microtask after it mounts, and may run this effect
    // before that; a toast created earlier is never shown (the very first notice, which loaded this
    // module, was lost). Waiting one task lets the group subscribe first.
    let unsubscribe = () => {};
    const timer = setTimeout(() => {
      showPending();
      unsubscribe = subscribeNotices(showPending);
    }, 0);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);
  return (
    <Portal>
      {/* The region's name, in the page's language (the toast library's own is English). */}
      <Toaster toaster={toaster} aria-label={i18n._(msg`Notifications`)} insetInline={{ mdDown: '4' }} style={{ [ROOM]: `${room}px` } as CSSProperties}>
        {(toast) => (
          <Toast.Root recipe={toastRecipe} width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={i18n._(msg`Close notification`)} />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
