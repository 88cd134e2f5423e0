// For tests: the sandbox PAC, made to time out (the document stays pending, to be retried) while `down` is set.
import type { Database } from '../../../db/client';
import type { BillingDeps } from '../documents';
import { secretBox } from '../secrets';
import { PacError, type PacAdapter } from './pac';
import { SandboxPac } from './sandbox';

export interface SwitchablePac {
  /** While true, every stamp times out. */
  down: boolean;
}

/**
 * Billing dependencies whose PAC is the sandbox, unreachable while the returned switch is down. `db` is read when
 * used: a test's database opens after its file is loaded.
 */
export function billingDepsWithSwitchablePac(db: () => Database): { pac: SwitchablePac; deps: BillingDeps } {
  const pac: SwitchablePac = { down: false };
  const sandbox = new SandboxPac();
  const adapter: PacAdapter = {
    name: 'sandbox',
    sandbox: true,
    stamp: async (xml) => {
      if (pac.down) throw new PacError('El PAC no respondió a tiempo.', true);
      return sandbox.stamp(xml);
    },
    cancel: (request) => sandbox.cancel(request),
    status: (uuid) => sandbox.status(uuid),
  };
  const deps: BillingDeps = {
    get db() {
      return db();
    },
    box: secretBox('test-secret-0123456789-abcdefghijklmnopqrstuvwxyz'),
    pacFor: () => adapter,
  };
  return { pac, deps };
}
