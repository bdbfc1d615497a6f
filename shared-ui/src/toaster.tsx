import { useEffect } from 'react';
import { createToaster, Toaster, Toast, Portal, Stack } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/theme-files/recipes/toast';
import { subscribeNotices, takePending } from './notify';

const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

function showPending() {
  for (const n of takePending()) {
    toaster.create({ type: n.type, title: n.title, description: n.description, closable: true, duration: n.persistent ? Infinity : n.type === 'error' ? 7000 : 5000 });
  }
}

export default function Toasts() {
  useEffect(() => {
    showPending();
    const unsubscribe = subscribeNotices(showPending);
    return () => {
      unsubscribe();
    };
  }, []);
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
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
