import { beforeAll, describe, expect, it } from '@jest/globals';
import type { BranchOffice, BranchWizardInput, BranchWizardRecord, Paginated } from '@mikro/contracts';
import { GENERIC_RFC_MESSAGE, RFC_FORMAT_MESSAGE } from '@mikro/domain';
import { forEachDatabase } from '../../test-support/databases';
import { bearer, loginAs } from '../../test-support/session';

const wizard = (overrides: Partial<BranchWizardInput> = {}): BranchWizardInput => ({
  name: 'Sucursal Poniente',
  address: 'Av. Gonzalitos 200, Monterrey',
  rfc: 'CMI150101AB3',
  businessName: 'Colegio Mikro S.C.',
  zip: '64000',
  modules: [{ typeModule: 1, isActive: true }],
  campuses: [{ name: 'Campus Poniente', cct: '19PPR0456B', rvoe: 'RVOE-2020-010', address: '', isActive: true }],
  series: { serieNota: 'NP', folioNota: 1, serieFactura: 'FP', folioFactura: 100, seriePago: 'PP', folioPago: 1, serieCotizacion: 'CP', folioCotizacion: 1 },
  ...overrides,
});

forEachDatabase((ctx) => {
  let admin: string;
  let cashier: string;
  beforeAll(async () => {
    admin = (await loginAs(ctx.app, 'admin@mikro.mx')).token;
    cashier = (await loginAs(ctx.app, 'cajero@mikro.mx')).token;
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: bearer(token), payload: payload as never });

  describe('branch-office wizard', () => {
    it('creates a store-only branch office with its campus and series, and its creator can enter it at once', async () => {
      const created = await call('POST', '/api/system/branch-wizard', admin, wizard());
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ id: number }>();
      const record = (await call('GET', `/api/system/branch-wizard/${id}`, admin)).json<BranchWizardRecord>();
      expect(record).toMatchObject({ name: 'Sucursal Poniente', zip: '64000', modules: [{ typeModule: 1, isActive: true }], series: { serieFactura: 'FP', folioFactura: 100 } });
      expect(record.campuses).toEqual([expect.objectContaining({ name: 'Campus Poniente', cct: '19PPR0456B' })]);
      const me = (await call('GET', '/api/system/auth/me', admin)).json<{ branchOffices: BranchOffice[] }>();
      const office = me.branchOffices.find((o) => o.id === id);
      expect(office?.branchOfficeSettings.map((s) => s.typeModule)).toEqual([1]);
    });

    it('applies the RFC rule: SAT format, never a generic RFC, empty allowed, case ignored', async () => {
      for (const [rfc, message] of [['XAXX010101000', GENERIC_RFC_MESSAGE], ['XEXX010101000', GENERIC_RFC_MESSAGE], ['CMI1501', RFC_FORMAT_MESSAGE], ['CMI159901AB3', RFC_FORMAT_MESSAGE]]) {
        const refused = await call('POST', '/api/system/branch-wizard', admin, wizard({ name: `Sucursal ${rfc}`, rfc }));
        expect({ rfc, status: refused.statusCode }).toEqual({ rfc, status: 400 });
        expect(refused.json().fields).toEqual([{ field: 'rfc', message }]);
      }
      expect((await call('POST', '/api/system/branch-wizard', admin, wizard({ name: 'Sucursal sin RFC', rfc: '' }))).statusCode).toBe(201);
      expect((await call('POST', '/api/system/branch-wizard', admin, wizard({ name: 'Sucursal minúsculas', rfc: 'cmi150101ab3' }))).statusCode).toBe(201);
    });

    it('applies the same RFC rule to the invoicing companies, on create and on update', async () => {
      const company = { name: 'Emisora', rfc: 'CMI150101AB3', businessName: 'Colegio Mikro S.C.', zip: '64000' };
      const generic = await call('POST', '/api/billing/invoice-companies', admin, { ...company, rfc: 'XAXX010101000' });
      expect(generic.statusCode).toBe(400);
      expect(generic.json().fields).toEqual([{ field: 'rfc', message: `${RFC_FORMAT_MESSAGE} ${GENERIC_RFC_MESSAGE}` }]);
      const created = await call('POST', '/api/billing/invoice-companies', admin, company);
      expect(created).toHaveStatus(201);
      const id = created.json<{ id: number }>().id;
      expect((await call('PATCH', `/api/billing/invoice-companies/${id}`, admin, { rfc: 'XEXX010101000' })).statusCode).toBe(400);
      expect((await call('PATCH', `/api/billing/invoice-companies/${id}`, admin, { rfc: 'ABC' })).statusCode).toBe(400);
      expect((await call('PATCH', `/api/billing/invoice-companies/${id}`, admin, { rfc: 'MIK150101AB3' })).statusCode).toBe(200);
    });

    it('updates modules and campuses in one go, deactivating what was left out', async () => {
      const { id } = (await call('POST', '/api/system/branch-wizard', admin, wizard({ name: 'Sucursal Oriente' }))).json<{ id: number }>();
      const before = (await call('GET', `/api/system/branch-wizard/${id}`, admin)).json<BranchWizardRecord>();
      const updated = await call(
        'PUT',
        `/api/system/branch-wizard/${id}`,
        admin,
        wizard({
          name: 'Sucursal Oriente',
          modules: [{ typeModule: 2, isActive: true }, { typeModule: 3, isActive: true }],
          campuses: [{ name: 'Campus Oriente', cct: '', rvoe: '', address: '', isActive: true }],
        }),
      );
      expect(updated.statusCode).toBe(204);
      const after = (await call('GET', `/api/system/branch-wizard/${id}`, admin)).json<BranchWizardRecord>();
      expect(after.modules).toEqual([
        { typeModule: 1, isActive: false },
        { typeModule: 2, isActive: true },
        { typeModule: 3, isActive: true },
      ]);
      expect(after.campuses.find((c) => c.id === before.campuses[0]?.id)?.isActive).toBe(false);
      expect(after.campuses.find((c) => c.name === 'Campus Oriente')?.isActive).toBe(true);
    });

    it('writes nothing when a part is invalid, and names the field', async () => {
      const count = async () => (await call('GET', '/api/system/branch-offices', admin)).json<BranchOffice[]>().length;
      const before = await count();
      const noModule = await call('POST', '/api/system/branch-wizard', admin, wizard({ modules: [{ typeModule: 1, isActive: false }] }));
      expect(noModule.statusCode).toBe(400);
      expect(noModule.json().fields[0]).toEqual({ field: 'modules', message: 'Active al menos un módulo' });
      const badCct = await call('POST', '/api/system/branch-wizard', admin, wizard({ campuses: [{ name: 'X', cct: 'nope', rvoe: '', address: '', isActive: true }] }));
      expect(badCct.statusCode).toBe(400);
      expect(badCct.json().fields[0].field).toBe('campuses.0.cct');
      const foreignCampus = await call('POST', '/api/system/branch-wizard', admin, wizard({ campuses: [{ id: 1, name: 'X', cct: '', rvoe: '', address: '', isActive: true }] }));
      expect(foreignCampus.statusCode).toBe(400);
      expect(await count()).toBe(before);
    });

    it('is refused to a role without the permission', async () => {
      expect((await call('POST', '/api/system/branch-wizard', cashier, wizard())).statusCode).toBe(403);
    });
  });

  describe('banks', () => {
    it('serves the 21 Mexican banks and keeps the company bank accounts', async () => {
      const banks = (await call('GET', '/api/system/banks', cashier)).json<{ id: number; name: string }[]>();
      expect(banks).toHaveLength(21);
      expect(banks[0]).toMatchObject({ id: 1, name: 'BBVA México' });
      const created = await call('POST', '/api/system/company-bank-accounts', admin, { bankId: 4, alias: 'Cuenta colegiaturas', accountNumber: '0123456789', clabe: '072580001234567891' });
      expect(created.statusCode).toBe(201);
      const list = (await call('GET', '/api/system/company-bank-accounts?join=bank&page=1&limit=10', admin)).json<Paginated<{ alias: string; bank: { name: string } }>>();
      expect(list.data[0]).toMatchObject({ alias: 'Cuenta colegiaturas', bank: { name: 'Banorte' } });
      const badClabe = await call('POST', '/api/system/company-bank-accounts', admin, { bankId: 4, alias: 'X', clabe: '123' });
      expect(badClabe.statusCode).toBe(400);
      expect(badClabe.json().fields[0].field).toBe('clabe');
    });
  });
});
