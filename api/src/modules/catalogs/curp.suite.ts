// Every catalogue that stores a CURP takes it by the domain's one rule: RENAPO's pattern (sex H, M or X; a real
// month, day and state code), empty allowed, and refuses anything else naming the field.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { CURP_MESSAGE } from '@mikro/domain';
import { forEachDatabase } from '../../test-support/databases';
import { branchSession, type BranchSession } from '../../test-support/session';

const ACCEPTED = ['', 'HELU100512MNLRRC05', 'GOMX050101XDFRRNA1'];
const REFUSED = [
  ['day 99', 'HELU100599MNLRRC05'],
  ['state ZZ', 'HELU100512MZZRRC05'],
  ['month 13', 'HELU101312MNLRRC05'],
  ['lower case', 'helu100512mnlrrc05'],
  ['17 characters', 'HELU100512MNLRRC0'],
];

forEachDatabase((ctx) => {
  let admin: BranchSession;
  beforeAll(async () => {
    admin = await branchSession(ctx.app, 'admin@mikro.mx');
  });

  describe('a CURP in the catalogues', () => {
    it.each(ACCEPTED)('takes %p for a store client', async (curp) => {
      const response = await admin.send('POST', '/api/mini-store/clients', { name: `Cliente ${curp || 'sin CURP'}`, curp });
      expect(response.statusCode).toBe(201);
    });

    it.each(REFUSED)('refuses a CURP with %s, naming the field', async (_case, curp) => {
      const response = await admin.send('POST', '/api/mini-store/clients', { name: 'Cliente CURP', curp });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: { field: string; message: string }[] }>().fields).toEqual([{ field: 'curp', message: CURP_MESSAGE }]);
    });
  });
});
