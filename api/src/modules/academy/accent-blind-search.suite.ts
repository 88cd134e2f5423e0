// The academy counter's and enrolment list's searches ignore accents and case, as the catalogue searches do.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Paginated } from '@mikro/contracts';
import { forEachDatabase } from '../../test-support/databases';
import { branchSession, type BranchSession } from '../../test-support/session';

forEachDatabase((ctx) => {
  let desk: BranchSession;
  beforeAll(async () => {
    desk = await branchSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
  });
  const payers = async (search: string) => {
    const response = await desk.send('GET', `/api/academies/payers?search=${encodeURIComponent(search)}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ kind: string; name: string }[]>().map((payer) => `${payer.kind}: ${payer.name}`);
  };

  describe('the academy searches', () => {
    it('find the external Valeria Treviño and the student Mariana López at the counter without their accents', async () => {
      expect(await payers('trevino')).toEqual(['externo: Valeria Treviño Salinas']);
      expect(await payers('TREVIÑO')).toEqual(['externo: Valeria Treviño Salinas']);
      expect(await payers('mariana lopez')).toEqual(['alumno: Mariana López García']);
    });

    it('find the enrolments of Robótica by robotica', async () => {
      const response = await desk.send('GET', `/api/academies/enrolments?search=robotica&page=1&limit=10`);
      expect(response.statusCode).toBe(200);
      expect(response.json<Paginated<{ activityName: string }>>().data.map((row) => row.activityName)).toEqual(['Robótica']);
    });
  });
});
