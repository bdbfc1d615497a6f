import fs from 'node:fs';
import { errorCode } from '../lib/guards.js';

export interface Lock {
  release(): void;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
};

/** The folder is another running process's: the message says which, and what to do. */
export class LockError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LockError';
  }
}

/**
 * PGlite has no cross-process locking: two processes writing one data folder corrupt it. This lock file
 * holds the owner's pid; a lock left behind by a process that died is taken over.
 */
export function acquireLock(file: string, what: string): Lock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new LockError(
          `${what} is already in use by another process (pid ${owner}, lock file ${file}). ` +
            'Stop that process, or point DATA_DIR at another folder.',
        );
      }
      if (owner === process.pid) throw new Error(`${what} is already open in this process (lock file ${file}).`);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${what} (lock file ${file}).`);
}
