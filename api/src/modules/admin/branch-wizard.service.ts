// The branch-office wizard: a branch office with its modules, campuses, fiscal data and series/folios, created or
// updated in one transaction. Campuses and modules left out of an update are deactivated, never deleted (other
// rows refer to them).
import { and, asc, eq } from 'drizzle-orm';
import type { BranchWizardInput, BranchWizardRecord } from '@mikro/contracts';
import { ownRfcProblem } from '@mikro/domain';
import type { Database, Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { branchOffices, branchOfficeSettings, campuses, userBranchOffices } from '../../db/schema/index';
import { branchOfficeProfiles } from '../../db/schema/admin';
import { badRequest, notFound } from '../../plugins/errors';
import { ensureCompanyRoles } from '../system/index';

export interface WizardCaller {
  userId: number;
  companyId: number;
}

function assertSomeModule(input: BranchWizardInput): void {
  if (!input.modules.some((m) => m.isActive)) {
    throw badRequest('Los datos enviados no son válidos', [{ field: 'modules', message: 'Active al menos un módulo' }]);
  }
  // The branch office's own RFC (optional): SAT's format and never a generic RFC, the domain's one rule.
  const rfcProblem = input.rfc.trim() === '' ? null : ownRfcProblem(input.rfc);
  if (rfcProblem) throw badRequest('Los datos enviados no son válidos', [{ field: 'rfc', message: rfcProblem }]);
}

const profileOf = (input: BranchWizardInput) => ({ rfc: input.rfc.trim().toUpperCase(), businessName: input.businessName.trim(), zip: input.zip.trim(), ...input.series });

async function writeModules(tx: Executor, branchOfficeId: number, input: BranchWizardInput): Promise<void> {
  const existing = await tx.select().from(branchOfficeSettings).where(eq(branchOfficeSettings.branchOfficeId, branchOfficeId));
  for (const typeModule of [1, 2, 3] as const) {
    const wanted = input.modules.find((m) => m.typeModule === typeModule)?.isActive ?? false;
    const row = existing.find((s) => s.typeModule === typeModule);
    if (row) await tx.update(branchOfficeSettings).set({ isActive: wanted }).where(eq(branchOfficeSettings.id, row.id));
    else if (wanted) await tx.insert(branchOfficeSettings).values({ branchOfficeId, typeModule, isActive: true });
  }
}

async function writeCampuses(tx: Executor, caller: WizardCaller, branchOfficeId: number, input: BranchWizardInput): Promise<void> {
  const existing = await tx.select({ id: campuses.id }).from(campuses).where(eq(campuses.branchOfficeId, branchOfficeId));
  const kept = new Set<number>();
  for (const [index, campus] of input.campuses.entries()) {
    const values = { name: campus.name.trim(), cct: campus.cct.trim().toUpperCase(), rvoe: campus.rvoe.trim(), address: campus.address.trim(), isActive: campus.isActive };
    if (campus.id !== undefined) {
      if (!existing.some((e) => e.id === campus.id)) {
        throw badRequest('Los datos enviados no son válidos', [{ field: `campuses.${index}.id`, message: 'El campus no pertenece a esta sucursal' }]);
      }
      kept.add(campus.id);
      await tx.update(campuses).set(values).where(eq(campuses.id, campus.id));
    } else {
      await tx.insert(campuses).values({ ...values, companyId: caller.companyId, branchOfficeId });
    }
  }
  for (const { id } of existing) {
    if (!kept.has(id)) await tx.update(campuses).set({ isActive: false }).where(eq(campuses.id, id));
  }
}

export async function createBranchOffice(db: Database, caller: WizardCaller, input: BranchWizardInput): Promise<number> {
  assertSomeModule(input);
  return db.transaction(async (tx) => {
    const office = onlyRow(
      await tx
        .insert(branchOffices)
        .values({ companyId: caller.companyId, name: input.name.trim(), address: input.address.trim() })
        .returning({ id: branchOffices.id }),
    );
    await writeModules(tx, office.id, input);
    await writeCampuses(tx, caller, office.id, input);
    await tx.insert(branchOfficeProfiles).values({ branchOfficeId: office.id, ...profileOf(input) });
    // A company's first branch office brings the company its own four roles (roles are per company).
    await ensureCompanyRoles(tx, caller.companyId);
    // Whoever creates a branch office may enter it at once (the selector follows after refreshMe).
    await tx.insert(userBranchOffices).values({ userId: caller.userId, branchOfficeId: office.id }).onConflictDoNothing();
    return office.id;
  });
}

async function ownOffice(tx: Executor, caller: WizardCaller, id: number) {
  const [office] = await tx
    .select()
    .from(branchOffices)
    .where(and(eq(branchOffices.id, id), eq(branchOffices.companyId, caller.companyId)));
  if (!office) throw notFound('La sucursal no existe');
  return office;
}

export async function updateBranchOffice(db: Database, caller: WizardCaller, id: number, input: BranchWizardInput): Promise<void> {
  assertSomeModule(input);
  await db.transaction(async (tx) => {
    await ownOffice(tx, caller, id);
    await tx.update(branchOffices).set({ name: input.name.trim(), address: input.address.trim() }).where(eq(branchOffices.id, id));
    await writeModules(tx, id, input);
    await writeCampuses(tx, caller, id, input);
    const profile = profileOf(input);
    await tx.insert(branchOfficeProfiles).values({ branchOfficeId: id, ...profile }).onConflictDoUpdate({ target: branchOfficeProfiles.branchOfficeId, set: profile });
  });
}

export async function readBranchOffice(db: Database, caller: WizardCaller, id: number): Promise<BranchWizardRecord> {
  const office = await ownOffice(db, caller, id);
  const [modules, campusRows, [profile]] = await Promise.all([
    db.select().from(branchOfficeSettings).where(eq(branchOfficeSettings.branchOfficeId, id)).orderBy(asc(branchOfficeSettings.typeModule)),
    db.select().from(campuses).where(eq(campuses.branchOfficeId, id)).orderBy(asc(campuses.id)),
    db.select().from(branchOfficeProfiles).where(eq(branchOfficeProfiles.branchOfficeId, id)),
  ]);
  return {
    id,
    name: office.name,
    address: office.address,
    rfc: profile?.rfc ?? '',
    businessName: profile?.businessName ?? '',
    zip: profile?.zip ?? '',
    modules: modules.map((m) => ({ typeModule: m.typeModule as 1 | 2 | 3, isActive: m.isActive })),
    campuses: campusRows.map((c) => ({ id: c.id, name: c.name, cct: c.cct, rvoe: c.rvoe, address: c.address, isActive: c.isActive })),
    series: {
      serieNota: profile?.serieNota ?? '',
      folioNota: profile?.folioNota ?? 1,
      serieFactura: profile?.serieFactura ?? '',
      folioFactura: profile?.folioFactura ?? 1,
      seriePago: profile?.seriePago ?? '',
      folioPago: profile?.folioPago ?? 1,
      serieCotizacion: profile?.serieCotizacion ?? '',
      folioCotizacion: profile?.folioCotizacion ?? 1,
    },
  };
}
