import { useSyncExternalStore } from 'react';
/** Whether this browser can open a camera for the page (a secure page, a browser with getUserMedia); else staff scan a photo or type. */
export const canUseCamera = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

const unchanging = () => () => undefined;
/**
 * Whether the camera can be asked for, as a render reads it: a page rendered on the server (which has no camera) says
 * no, and hydration then says what the browser can do, so the two first renders agree.
 */
export const useCanUseCamera = () => useSyncExternalStore(unchanging, canUseCamera, () => false);
