import { useEffect } from 'react';
import { createToaster, Toaster, Toast, Portal, Stack } from '@chakra-ui/react';
import { toastRecipe } from './toast-recipe';
import { subscribeNotices, takePending } from './notify';

const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

function showPending() {
  for (const n of takePending()) {
    toaster.create({ type: n.type, title: n.title, description: n.description, closable: true, duration: n.persistent ? Infinity : n.type === 'error' ? 7000 : 5000 });
  }
}

export default function Toasts() {
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
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastRecipe} width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Close notification" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
