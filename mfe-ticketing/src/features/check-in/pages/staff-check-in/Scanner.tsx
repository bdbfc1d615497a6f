import { useEffect, useRef, useState } from 'react';
import { chakra, Text } from 'shared-ui';
import { frameReader } from './decode';

/** Frames are read this often: quick enough to feel instant, slow enough for a mid-range phone to keep up. */
const READ_EVERY_MS = 200;

/**
 * The phone's back camera, read for QR codes until staff stop it (loaded only when they start it). Every code seen is
 * handed over; the page decides which to send.
 */
export default function Scanner({ onCode }: { onCode(code: string): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const start = async () => {
      const read = await frameReader();
      if (stopped) return;
      const camera = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      const element = video.current;
      if (stopped || !element) {
        // Stopped while the phone asked for the camera: it is let go at once, not left on behind a closed scanner.
        camera.getTracks().forEach((track) => track.stop());
        return;
      }
      stream = camera;
      element.srcObject = camera;
      await element.play();
      const look = async () => {
        if (stopped) return;
        try {
          const code = element.readyState >= element.HAVE_CURRENT_DATA ? await read(element) : null;
          if (code && !stopped) latest.current(code);
        } catch {
          // A frame the reader could not take (the camera still starting): the next one is read.
        }
        if (!stopped) timer = setTimeout(() => void look(), READ_EVERY_MS);
      };
      void look();
    };
    start().catch((error: unknown) => {
      if (stopped) return;
      setProblem(
        error instanceof DOMException && error.name === 'NotAllowedError'
          ? 'The camera is blocked for this site. Allow it in the browser’s settings, or use Scan a photo, or type the code.'
          : 'The camera could not be started. Use Scan a photo, or type the code.',
      );
    });
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return problem ? (
    <Text role="alert" color="fg.error" fontSize="md">
      {problem}
    </Text>
  ) : (
    <chakra.video ref={video} muted playsInline autoPlay w="full" maxH="45vh" objectFit="cover" borderRadius="l2" bg="black" aria-label="Camera" />
  );
}
