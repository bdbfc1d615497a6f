import { useState } from 'react';
import { errorMessage } from 'shared-api';
import { saveFile } from 'shared-ui/staff';

/** An export of a staff list: busy while the file is made, and the server's reason when it could not be. */
export function useExport() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (download: () => Promise<Blob>, fileName: string) => {
    setBusy(true);
    setFailure(null);
    try {
      saveFile(await download(), fileName);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
