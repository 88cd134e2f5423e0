interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Link prefetch is skipped on 2g or data-saver connections. */
export function prefetchAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

export function currentConnection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}
