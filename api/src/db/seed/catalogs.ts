// Catalogue seed: transaction types (reference data, always) and a demo catalogue for the demo company
// (store, school, academy, extra charges, fixed assets) so every screen has something to show.
import type { Transaction } from '../client';
import { onlyRow } from '../rows';
import {
  academyActivities,
  academyConcepts,
  academyGroups,
  branchCompanies,
  clients,
  conceptTypes,
  employees,
  extraCharges,
  extraChargeTypes,
  families,
  familyBusinessNames,
  fixedAssetClassifications,
  grades,
  levels,
  modalities,
  paymentPlanConcepts,
  paymentPlans,
  products,
  schoolConcepts,
  storeClassifications,
  storePriceLists,
  students,
  studyPlans,
  teachers,
  transactionTypes,
  warehouseProviders,
} from '../schema/index';
import { seedDemoSchool } from './school-demo';

export const TRANSACTION_TYPES = [
  { id: 1, key: 'apertura', name: 'Apertura de caja', direction: 'in' },
  { id: 2, key: 'venta', name: 'Venta', direction: 'in' },
  { id: 3, key: 'entrada', name: 'Entrada de efectivo', direction: 'in' },
  { id: 4, key: 'salida', name: 'Salida de efectivo', direction: 'out' },
  { id: 5, key: 'devolucion', name: 'Devolución', direction: 'out' },
  { id: 6, key: 'cierre', name: 'Cierre de caja', direction: 'out' },
];

export async function seedCatalogReferenceData(tx: Transaction): Promise<void> {
  await tx.insert(transactionTypes).values(TRANSACTION_TYPES).onConflictDoNothing();
}

/** Demo catalogue rows; `branchIds` maps the demo branch keys to their ids. */
export async function seedDemoCatalogs(tx: Transaction, companyId: number, branchIds: Map<string, number>): Promise<void> {
  const matriz = branchIds.get('matriz')!;
  const norte = branchIds.get('norte')!;

  const classificationRows = await tx
    .insert(storeClassifications)
    .values(
      [
        ['Papelería', '#2563eb', matriz],
        ['Uniformes', '#16a34a', matriz],
        ['Alimentos', '#ea580c', matriz],
        ['Bebidas', '#0891b2', matriz],
        ['Libros', '#7c3aed', matriz],
        ['Papelería', '#2563eb', norte],
      ].map(([name, color, branchOfficeId]) => ({ companyId, branchOfficeId: branchOfficeId as number, name: name as string, color: color as string })),
    )
    .returning({ id: storeClassifications.id, name: storeClassifications.name, branchOfficeId: storeClassifications.branchOfficeId });
  const cls = (name: string, branch = matriz) => classificationRows.find((c) => c.name === name && c.branchOfficeId === branch)!.id;
  const [general] = await tx
    .insert(storePriceLists)
    .values([
      { companyId, branchOfficeId: matriz, name: 'Público general', percentage: '0' },
      { companyId, branchOfficeId: matriz, name: 'Personal docente', percentage: '-10' },
    ])
    .returning({ id: storePriceLists.id });
  if (!general) throw new Error('the price lists insert returned no rows');
  await tx.insert(warehouseProviders).values([
    { companyId, name: 'Distribuidora Escolar del Norte', rfc: 'DEN100101AB1', businessName: 'Distribuidora Escolar del Norte S.A. de C.V.', phone: '8181234567' },
    { companyId, name: 'Uniformes Regios', rfc: 'URE120315CD2', businessName: 'Uniformes Regios S.A. de C.V.', phone: '8187654321' },
  ]);
  const product = (code: string, name: string, classification: number | null, price: string, withIva: string, stock: string, extra: Partial<typeof products.$inferInsert> = {}) => ({
    companyId,
    branchOfficeId: matriz,
    code,
    name,
    storeClassificationId: classification,
    storePriceListId: general.id,
    price,
    priceWithIVA: withIva,
    stock,
    ...extra,
  });
  await tx.insert(products).values([
    product('PAP-001', 'Cuaderno profesional raya', cls('Papelería'), '38.79', '45.00', '120', { sat_code: '14111514', codeBar: '7501031311309' }),
    product('PAP-002', 'Lápiz del número 2', cls('Papelería'), '6.90', '8.00', '500', { sat_code: '44121706' }),
    product('PAP-003', 'Juego de geometría', cls('Papelería'), '55.17', '64.00', '40', { sat_code: '44111800' }),
    product('UNI-001', 'Playera deportiva talla 10', cls('Uniformes'), '215.52', '250.00', '30', { sat_code: '53102705', isFavorite: true }),
    product('UNI-002', 'Suéter escolar talla 12', cls('Uniformes'), '387.93', '450.00', '15', { sat_code: '53102705' }),
    product('ALI-001', 'Sándwich de jamón', cls('Alimentos'), '30.17', '35.00', '25', { sat_code: '50192501', isFavorite: true }),
    product('ALI-002', 'Fruta picada', cls('Alimentos'), '25.00', '25.00', '12.5', { sat_code: '50307000', IVA: false, taxObject: 'iva0', unity: 1, unitMeasurement: 'KGM' }),
    product('BEB-001', 'Agua natural 600 ml', cls('Bebidas'), '12.93', '15.00', '200', { sat_code: '50202301' }),
    product('BEB-002', 'Jugo de naranja 1 L', cls('Bebidas'), '27.59', '32.00', '18', { sat_code: '50202304', unity: 8, unitMeasurement: 'LTR' }),
    product('LIB-001', 'Libro de inglés nivel 1', cls('Libros'), '420.00', '420.00', '10', { sat_code: '55101509', IVA: false, taxObject: 'iva0' }),
    product('VAR-001', 'Credencial de reposición', null, '43.10', '50.00', '0', { sat_code: '55121802', isActive: false }),
    { ...product('PAP-001', 'Cuaderno profesional raya', cls('Papelería', norte), '38.79', '45.00', '60'), branchOfficeId: norte },
  ]);
  await tx.insert(clients).values([
    { companyId, name: 'Mariana', last_name_father: 'López', last_name_mother: 'García', search_name: 'MARIANA LÓPEZ GARCÍA', type: 'alumno', enrollment: 'A2026001' },
    { companyId, name: 'Jorge', last_name_father: 'Treviño', last_name_mother: 'Garza', search_name: 'JORGE TREVIÑO GARZA', type: 'cliente', creditLimit: '2000.00' },
  ]);

  const escolarizada = onlyRow(await tx.insert(modalities).values([{ companyId, name: 'Escolarizada' }]).returning({ id: modalities.id }));
  const levelRows = await tx
    .insert(levels)
    .values([
      { companyId, modalityId: escolarizada.id, name: 'Preescolar', rvoe: 'RVOE-PRE-2015', satLevel: 'Preescolar' },
      { companyId, modalityId: escolarizada.id, name: 'Primaria', rvoe: 'RVOE-PRI-2015', satLevel: 'Primaria' },
      { companyId, modalityId: escolarizada.id, name: 'Secundaria', rvoe: 'RVOE-SEC-2018', satLevel: 'Secundaria' },
    ])
    .returning({ id: levels.id, name: levels.name });
  const primaria = levelRows.find((l) => l.name === 'Primaria')!.id;
  const gradeRows = await tx
    .insert(grades)
    .values(['1°', '2°', '3°', '4°', '5°', '6°'].map((name, index) => ({ companyId, levelId: primaria, name: `${name} Primaria`, order: index + 1 })))
    .returning({ id: grades.id });
  const [firstGrade, , thirdGrade] = gradeRows;
  if (!firstGrade || !thirdGrade) throw new Error('the grades insert did not return the grades it wrote');
  await tx.insert(studyPlans).values([{ companyId, levelId: primaria, name: 'Plan SEP 2022 Primaria' }]);
  const conceptRows = await tx
    .insert(schoolConcepts)
    .values([
      { companyId, name: 'Inscripción', price: '3500.00', satCode: '86121500', conceptType: 'OneTime' },
      { companyId, name: 'Colegiatura', price: '2800.00', satCode: '86121500', conceptType: 'Monthly', startDay: 10 },
      { companyId, name: 'Paquete de libros', price: '1850.00', satCode: '55101509', taxObject: 'iva0', unitCode: 'H87', unity: 'Pieza', grades: gradeRows.slice(0, 3).map((g) => g.id) },
    ])
    .returning({ id: schoolConcepts.id, name: schoolConcepts.name, price: schoolConcepts.price });
  const plan = onlyRow(
    await tx
      .insert(paymentPlans)
      .values([{ companyId, name: 'Plan anual Primaria', levelId: primaria, grades: gradeRows.map((g) => g.id) }])
      .returning({ id: paymentPlans.id }),
  );
  const inscripcion = conceptRows.find((c) => c.name === 'Inscripción');
  const colegiatura = conceptRows.find((c) => c.name === 'Colegiatura');
  if (!inscripcion || !colegiatura) throw new Error('the school concepts insert did not return Inscripción and Colegiatura');
  await tx.insert(paymentPlanConcepts).values([
    { companyId, paymentPlanId: plan.id, schoolConceptId: inscripcion.id, price: inscripcion.price },
    ...[9, 10, 11, 12, 1, 2, 3, 4, 5, 6].map((month) => ({ companyId, paymentPlanId: plan.id, schoolConceptId: colegiatura.id, price: colegiatura.price, month, paymentDay: 10 })),
  ]);
  const family = onlyRow(
    await tx
      .insert(families)
      .values([{ companyId, name: 'Familia López García', fatherName: 'Roberto López', motherName: 'Ana García', phone: '8112345678', email: 'familia.lopez@example.mx' }])
      .returning({ id: families.id }),
  );
  await tx.insert(familyBusinessNames).values([
    { companyId, familyId: family.id, rfc: 'LOGR800101AB1', businessName: 'ROBERTO LOPEZ MARTINEZ', taxRegime: '605', zip: '64000', isDefault: true },
  ]);
  await tx.insert(students).values([
    { companyId, familyId: family.id, gradeId: thirdGrade.id, modalityId: escolarizada.id, paymentPlanId: plan.id, enrollment: 'A2026001', name: 'Mariana', lastNameFather: 'López', lastNameMother: 'García', searchName: 'MARIANA LÓPEZ GARCÍA', gender: 'M' },
    { companyId, familyId: family.id, gradeId: firstGrade.id, modalityId: escolarizada.id, paymentPlanId: plan.id, enrollment: 'A2026002', name: 'Diego', lastNameFather: 'López', lastNameMother: 'García', searchName: 'DIEGO LÓPEZ GARCÍA', gender: 'H' },
  ]);
  const teacher = onlyRow(
    await tx
      .insert(teachers)
      .values([{ companyId, name: 'Sofía', lastNameFather: 'Herrera', lastNameMother: 'Cantú', email: 'sofia.herrera@mikro.mx', isAcademy: true }])
      .returning({ id: teachers.id }),
  );

  const activityRows = await tx
    .insert(academyActivities)
    .values([
      { companyId, branchOfficeId: matriz, name: 'Natación' },
      { companyId, branchOfficeId: matriz, name: 'Robótica' },
    ])
    .returning({ id: academyActivities.id });
  const [swimming] = activityRows;
  if (!swimming) throw new Error('the academy activities insert returned no rows');
  await tx.insert(academyConcepts).values([
    { companyId, branchOfficeId: matriz, activityId: swimming.id, name: 'Inscripción natación', price: '600.00' },
    { companyId, branchOfficeId: matriz, activityId: swimming.id, name: 'Mensualidad natación', price: '950.00', conceptType: 'Monthly' },
  ]);
  await tx.insert(academyGroups).values([
    { companyId, branchOfficeId: matriz, activityId: swimming.id, teacherId: teacher.id, name: 'Natación infantil', schedule: 'Lunes y miércoles 16:00–17:00', price: '950.00' },
  ]);

  await tx.insert(conceptTypes).values([{ companyId, name: 'Colegiatura' }, { companyId, name: 'Inscripción' }, { companyId, name: 'Servicio' }]);
  const typeRows = await tx
    .insert(extraChargeTypes)
    .values([
      { companyId, name: 'Descuentos', kind: 1 },
      { companyId, name: 'Recargos', kind: 2 },
      { companyId, name: 'Becas', kind: 3 },
    ])
    .returning({ id: extraChargeTypes.id, kind: extraChargeTypes.kind });
  await tx.insert(extraCharges).values([
    { companyId, name: 'Pronto pago', quantity: '5', typeApplication: 1, operation: 'subtraction', startDay: 1, endDay: 5, applicationForm: 2, extraChargesTypeId: typeRows.find((t) => t.kind === 1)!.id },
    { companyId, name: 'Recargo por pago tardío', quantity: '150', typeApplication: 2, operation: 'sum', startDay: 11, endDay: 31, applicationForm: 2, extraChargesTypeId: typeRows.find((t) => t.kind === 2)!.id },
  ]);

  await tx.insert(fixedAssetClassifications).values([
    { companyId, name: 'Equipo de cómputo', depreciationRate: '30' },
    { companyId, name: 'Mobiliario y equipo de oficina', depreciationRate: '10' },
  ]);
  const branchCompany = onlyRow(
    await tx
      .insert(branchCompanies)
      .values([{ companyId, matrixCompanyId: companyId, name: 'Colegio Mikro Centro' }])
      .returning({ id: branchCompanies.id }),
  );
  await tx.insert(employees).values([
    { companyId, branchCompanyId: branchCompany.id, firstName: 'Luis', lastName: 'Garza Ríos', position: 'Sistemas' },
  ]);
  await seedDemoSchool(tx, companyId, branchIds);
}
