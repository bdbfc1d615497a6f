/** Whether this browser can read QR codes from the camera by itself (BarcodeDetector); else staff type the code. */
export const canScan = () => typeof window !== 'undefined' && 'BarcodeDetector' in window && Boolean(navigator.mediaDevices?.getUserMedia);
