// Two processes opening one PGlite folder destroy it: the first one holds a lock until it closes.
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

/** Locks `dataDir` (which must exist); resolves to the release function. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, { lockfilePath: `${dataDir}/.lock`, stale: 30_000, update: 10_000 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
