// One way to take a picture for a form (a profile picture, a partner's logo, an event's poster, speakers and
// photos): checked in the browser first (type and size, so a wrong file never travels), uploaded at once (the
// server checks its bytes again), shown from memory meanwhile, kept as the upload's key. Bundled by the remotes
// whose forms take pictures (`shared-api/uploads`, decision 013); the fields only differ in how they look.
import { useEffect, useState, type ChangeEvent } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, storageUrl, uploadImage } from 'shared-api';
import { UPLOAD_MESSAGES } from './limits';

const accepted: readonly string[] = IMAGE_MIME_TYPES;

/** What a picture's file input accepts, and the hint under it. */
export const IMAGE_ACCEPT = accepted.join(',');
export const IMAGE_HINT = `JPG or PNG, up to ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`;

/** The browser's own check of a chosen picture: the message, or null when it may be sent. */
export const pictureProblem = (file: File) => (!accepted.includes(file.type) ? UPLOAD_MESSAGES.uploadType : file.size > IMAGE_MAX_BYTES ? UPLOAD_MESSAGES.uploadSize : null);

/**
 * A picture field's state: `value` is the stored key, `setValue` keeps the new one, `onFailure` reports an upload
 * the server refused or the network lost.
 */
export function useImageUpload(value: string | null | undefined, setValue: (key: string) => unknown, onFailure: (error: unknown) => void) {
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  // An object URL holds the file in memory until it is revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  /** The browser's check of a chosen file: its message shows, and false means it may not be sent. */
  const check = (file: File) => {
    const found = pictureProblem(file);
    setProblem(found);
    return !found;
  };

  /** Uploads a checked picture (or the cropped copy of one), shown from memory meanwhile. */
  const send = async (file: File) => {
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      await setValue((await uploadImage(file)).data);
      return true;
    } catch (error) {
      setPreview(null);
      onFailure(error);
      return false;
    } finally {
      setUploading(false);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !check(file)) return false;
    return send(file);
  };

  return { shown: preview ?? (value ? storageUrl(value) : null), problem, uploading, choose, check, send };
}
