import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, useSession } from 'shared-api';
import { checkInApi, refreshDoorReads } from '../api';
import { admitListed, decideOffline, keepPack, loadDoor, noteOnlineCheckIn, pastItsEvent, syncDoor, type LoadedDoor } from './door';
import { allDoors, doorKey, forgetDoor } from './store';

/** While the network is there, a prepared door syncs this often: its queue goes, and it learns the other doors' admissions. */
export const SYNC_EVERY_MS = 20_000;

/** The name staff know a phone by on the door's list: its browser and system, as the phone tells them. */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /SamsungBrowser/.test(userAgent) ? 'Samsung Internet' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\/|Chromium\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : 'A browser';
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Windows/.test(userAgent) ? 'Windows' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : 'a computer';
  return `${browser} on ${system}`;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * The phone's offline door for event `eventId`, for the signed-in staff member: whether it is prepared, its list and
 * queue, and preparing, syncing and forgetting it. Opening the page deletes a door whose event ended and whose queue is
 * empty; the network's return syncs at once, then every SYNC_EVERY_MS. `warmPage` fetches the page's parts that load
 * only when used (the camera, the QR reader), so the service worker keeps them too.
 */
export function useOfflineDoor(eventId: number, warmPage: () => Promise<unknown>) {
  const staffId = useSession((s) => s.user?.member_id) ?? '';
  const [door, setDoor] = useState<LoadedDoor | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState<'preparing' | 'syncing' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [isOnline, setOnline] = useState(online);
  // Whether the service worker holds the page itself: tickets without the page would not open after a reload offline.
  const [pageKept, setPageKept] = useState<boolean | null>(null);
  // A re-render after the door changed in place (an admission queued, a sync applied).
  const [, setVersion] = useState(0);
  const touch = useCallback(() => setVersion((v) => v + 1), []);
  const current = useRef<LoadedDoor | null>(null);
  current.current = door;

  useEffect(() => {
    let live = true;
    setDoor(null);
    setLoaded(false);
    setMessage(null);
    if (!eventId || !staffId || typeof indexedDB === 'undefined') {
      setLoaded(true);
      return;
    }
    const key = doorKey(staffId, eventId);
    loadDoor(key)
      .then(async (found) => {
        if (found && pastItsEvent(found, new Date())) {
          await forgetDoor(key);
          return null;
        }
        return found;
      })
      .catch(() => null)
      .then(async (found) => {
        const kept = found ? await import('./page-cache').then((m) => m.pageKeptOffline()).catch(() => false) : null;
        if (!live) return;
        setDoor(found);
        setPageKept(kept);
        setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, [eventId, staffId]);

  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);

  const syncing = useRef(false);
  const sync = useCallback(async () => {
    const target = current.current;
    if (!target || syncing.current) return;
    syncing.current = true;
    setBusy((b) => b ?? 'syncing');
    try {
      const failure = await syncDoor(target);
      if (failure?.kind === 'refused') {
        setDoor(null);
        setMessage(`${failure.message} What this phone kept for the event is deleted.`);
      } else if (!failure) setMessage(null);
      // The door's count and the offline doors' list (conflicts included) are read again.
      if (!failure) void refreshDoorReads();
    } finally {
      syncing.current = false;
      setBusy((b) => (b === 'syncing' ? null : b));
      touch();
    }
  }, [touch]);

  // Back online (or opened online): the queue goes now, then at intervals while the page stays open.
  const prepared = Boolean(door);
  useEffect(() => {
    if (!prepared || !isOnline) return;
    void sync();
    const timer = setInterval(() => void sync(), SYNC_EVERY_MS);
    return () => clearInterval(timer);
  }, [prepared, isOnline, sync]);

  const prepare = useCallback(async (name?: string) => {
    if (!eventId || !staffId) return;
    setBusy('preparing');
    setMessage(null);
    try {
      const started = performance.now();
      const deviceId = current.current?.record.deviceId ?? crypto.randomUUID();
      // The page's own code, the camera's and the QR reader's, kept by the service worker for a reload with no network:
      // while the tickets download, not after.
      const pageKeeping = Promise.all([import('./page-cache'), warmPage()]).then(([{ keepPageOffline }]) => keepPageOffline());
      pageKeeping.catch(() => undefined);
      const { data } = await checkInApi.prepareDoorDevice({ params: { id: eventId }, body: { device_id: deviceId, name: name?.trim() || current.current?.record.deviceName || deviceName(navigator.userAgent) } });
      const next = await keepPack(data, staffId, new Date());
      // Without the page kept (a browser with no service workers), the list still admits until the page is closed.
      const kept = await pageKeeping.then(
        () => true,
        (error: unknown) => {
          setMessage(errorMessage(error));
          return false;
        },
      );
      setDoor(next);
      setPageKept(kept);
      void refreshDoorReads();
      // A figure for whoever measures the door on a slow connection; nothing on the page depends on it.
      performance.measure?.('door-prepared', { start: started, end: performance.now() });
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }, [eventId, staffId, warmPage]);

  const forget = useCallback(async () => {
    const target = current.current;
    if (!target) return;
    if (target.queue.length > 0) {
      setMessage(`${target.queue.length} admissions are waiting: sync them before this phone stops working offline.`);
      return;
    }
    await forgetDoor(target.record.key);
    setDoor(null);
    // The page itself stays kept while another event's door on this phone needs it.
    if ((await allDoors()).length === 0) await import('./page-cache').then((m) => m.forgetPage()).catch(() => undefined);
  }, []);

  return {
    door,
    loaded,
    /** null while no door is prepared here */
    pageKept,
    online: isOnline,
    busy,
    message,
    prepare,
    sync,
    forget,
    byCode: useCallback(async (code: string) => {
      const answer = await decideOffline(current.current!, code, new Date());
      touch();
      return answer;
    }, [touch]),
    byTicket: useCallback(async (ticketId: number) => {
      const answer = await admitListed(current.current!, ticketId, new Date());
      touch();
      return answer;
    }, [touch]),
    noteOnline: useCallback((ticketId: number, checkedInAt: string) => {
      const target = current.current;
      if (target) void noteOnlineCheckIn(target, ticketId, checkedInAt);
    }, []),
  };
}

export type OfflineDoorState = ReturnType<typeof useOfflineDoor>;
