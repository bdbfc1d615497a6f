import { useEffect, useRef, useState } from 'react';
import { Button, chakra, Stack, Text } from 'shared-ui';

interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/**
 * The phone's camera, read for a QR code with the browser's own BarcodeDetector; loaded only when staff open it.
 * The first code found is handed over and the camera stops.
 */
export default function Scanner({ onCode, onClose }: { onCode(code: string): void; onClose(): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const Detector = (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector;
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [found] = await detector.detect(video.current);
        if (found?.rawValue) {
          onCode(found.rawValue);
          return;
        }
      } catch {
        // A frame that is not ready yet: look again.
      }
      timer = setTimeout(() => void look(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        void look();
      })
      .catch(() => setProblem('The camera could not be opened. Allow the camera for this site, or type the code.'));
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);

  return (
    <Stack gap="3">
      {problem ? (
        <Text role="alert" color="fg.error">
          {problem}
        </Text>
      ) : (
        <chakra.video ref={video} muted playsInline w="full" maxW="md" borderRadius="l2" bg="black" aria-label="Camera" />
      )}
      <Button variant="outline" alignSelf="start" onClick={onClose}>
        Stop the camera
      </Button>
    </Stack>
  );
}
