/** Whether this browser can open a camera for the page (a secure page, a browser with getUserMedia); else staff scan a photo or type. */
export const canUseCamera = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
