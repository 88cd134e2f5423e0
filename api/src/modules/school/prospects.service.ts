// Prospect → student in one transaction: the student is created with the student resource's own rules and the
// prospect becomes 'inscrito'; any failure leaves both as they were.
import { and, eq, isNull } from 'drizzle-orm';
import type { ConvertProspectResponse, StudentInput } from '@mikro/contracts';
import { createRows, toColumnValues, validatorsOf } from '../../crud/index';
import type { Database } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { prospects } from '../../db/schema/index';
import { badRequest, HttpError, MESSAGES, notFound } from '../../plugins/errors';
import { studentsResource } from '../catalogs/index';
import { fullName, type SchoolContext } from './context';

export const ALREADY_CONVERTED = 'El prospecto ya se convirtió en alumno';

export async function convertProspect(db: Database, ctx: SchoolContext, prospectId: number, input: StudentInput): Promise<ConvertProspectResponse> {
  const body: Record<string, unknown> = { ...input, searchName: input.searchName ?? fullName({ name: input.name, lastNameFather: input.lastNameFather ?? '', lastNameMother: input.lastNameMother ?? '' }).toUpperCase() };
  const invalid = validatorsOf(studentsResource).create.validate(body);
  if (invalid.length > 0) throw badRequest(MESSAGES.invalidData, invalid);
  const { values, errors } = toColumnValues(studentsResource, body, 'create');
  if (errors.length > 0) throw badRequest(MESSAGES.invalidData, errors);
  return db.transaction(async (tx) => {
    // Locked: two conversions of one prospect at once make one student.
    const [prospect] = await tx
      .select({ id: prospects.id, status: prospects.status })
      .from(prospects)
      .where(and(eq(prospects.id, prospectId), eq(prospects.companyId, ctx.companyId), isNull(prospects.deletedAt)))
      .for('update');
    if (!prospect) throw notFound('Prospecto no encontrado');
    if (prospect.status === 'inscrito') throw new HttpError(409, ALREADY_CONVERTED);
    const student = onlyRow(await createRows(tx, studentsResource, { companyId: ctx.companyId, branchOfficeId: ctx.branchOfficeId }, [values]));
    await tx.update(prospects).set({ status: 'inscrito', updatedAt: new Date() }).where(eq(prospects.id, prospect.id));
    return {
      student: { id: Number(student.id), enrollment: String(student.enrollment), name: fullName({ name: String(student.name), lastNameFather: String(student.lastNameFather), lastNameMother: String(student.lastNameMother) }) },
      prospect: { id: prospect.id, status: 'inscrito' },
    };
  });
}
