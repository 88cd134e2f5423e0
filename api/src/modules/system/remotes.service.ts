import { asc, eq } from 'drizzle-orm';
import type { RemoteConfig, UpdateRemoteRequest } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { remotes } from '../../db/schema/index';
import { notFound } from '../../plugins/errors';

type RemoteRow = typeof remotes.$inferSelect;

const toRemote = (row: RemoteRow): RemoteConfig => ({
  name: row.name,
  label: row.label,
  prefixes: row.prefixes,
  manifestUrl: row.manifestUrl,
  typeModule: (row.typeModule as RemoteConfig['typeModule']) ?? null,
  isActive: row.isActive,
});

export async function listRemotes(db: Executor): Promise<RemoteConfig[]> {
  return (await db.select().from(remotes).orderBy(asc(remotes.name))).map(toRemote);
}

export async function updateRemote(db: Executor, name: string, changes: UpdateRemoteRequest): Promise<RemoteConfig> {
  const [row] = await db
    .update(remotes)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(remotes.name, name))
    .returning();
  if (!row) throw notFound('Remoto no encontrado');
  return toRemote(row);
}
