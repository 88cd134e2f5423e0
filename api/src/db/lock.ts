// Two processes opening one PGlite folder destroy it: the first one holds a lock until it closes. The lock
// records its owner's pid, so a lock left behind by a killed process (kill -9, power loss) is taken over at
// once instead of waiting for it to go stale.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `La carpeta de datos ${dataDir} ya está en uso por otro proceso de Mikro ERP; deténgalo antes de iniciar otro. / ` +
        `The data folder ${dataDir} is already in use by another Mikro ERP process; stop it before starting another one.`,
    );
    this.name = 'DataDirLockedError';
  }
}

const lockPath = (dataDir: string) => `${dataDir}/.lock`;
const ownerPath = (dataDir: string) => `${dataDir}/.lock-owner`;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the current lock's recorded owner is a process that no longer exists. */
function ownerIsGone(dataDir: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(ownerPath(dataDir), 'utf8').trim());
  } catch {
    return false;
  }
  return Number.isInteger(pid) && pid > 0 && !processAlive(pid);
}

async function acquire(dataDir: string): Promise<() => Promise<void>> {
  const release = await lockfile.lock(dataDir, { lockfilePath: lockPath(dataDir), stale: 30_000, update: 10_000 });
  writeFileSync(ownerPath(dataDir), String(process.pid));
  return async () => {
    rmSync(ownerPath(dataDir), { force: true });
    await release();
  };
}

/** Locks `dataDir` (which must exist); resolves to the release function. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await acquire(dataDir);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    if (!ownerIsGone(dataDir)) throw new DataDirLockedError(dataDir);
    // The owner died without releasing: take the lock over.
    rmSync(lockPath(dataDir), { recursive: true, force: true });
    rmSync(ownerPath(dataDir), { force: true });
    try {
      return await acquire(dataDir);
    } catch (retryError) {
      if ((retryError as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
      throw retryError;
    }
  }
}
