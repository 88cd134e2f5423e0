// The branch-office wizard's values, validation (per step) and the body the API takes.
import * as yup from 'yup';
import { FIELD_LIMITS, type BranchWizardCampus, type BranchWizardInput, type BranchWizardRecord, type BranchWizardSeries } from '@mikro/contracts';
import { maxLengthMessage, MESSAGES, requiredString, rfcString } from '@mikro/ui';

export interface WizardValues {
  name: string;
  address: string;
  rfc: string;
  businessName: string;
  zip: string;
  /** Checked modules: tienda 1, academia 2, colegio 3. */
  modules: number[];
  campuses: BranchWizardCampus[];
  series: BranchWizardSeries;
}

export const WIZARD_STEPS = ['Datos generales', 'Módulos', 'Campus', 'Series y folios'] as const;

const serie = yup.string().max(FIELD_LIMITS.branchOfficeProfiles.serieFactura).matches(/^[A-Za-z0-9-]*$/, 'Solo letras, números y guiones');
const folio = yup.number().typeError('Escriba un número').integer('Escriba un número entero').min(1, 'El folio empieza en 1').required(MESSAGES.required);

export const wizardSchema = yup.object({
  name: requiredString().max(FIELD_LIMITS.branchOffices.name),
  address: yup.string().max(1000, maxLengthMessage(1000)),
  rfc: rfcString(),
  businessName: yup.string().max(FIELD_LIMITS.branchOfficeProfiles.businessName),
  zip: yup.string().matches(/^(\d{5})?$/, 'El código postal tiene 5 dígitos'),
  modules: yup.array(yup.number().required()).min(1, 'Active al menos un módulo'),
  campuses: yup.array(
    yup.object({
      name: requiredString().max(FIELD_LIMITS.campuses.name),
      cct: yup.string().matches(/^(\d{2}[A-Z]{3}\d{4}[A-Z0-9])?$/i, 'La CCT tiene 10 caracteres, p. ej. 19PPR0123A'),
      rvoe: yup.string().max(FIELD_LIMITS.campuses.rvoe),
      address: yup.string().max(1000, maxLengthMessage(1000)),
      isActive: yup.boolean(),
    }),
  ),
  series: yup.object({
    serieNota: serie,
    folioNota: folio,
    serieFactura: serie,
    folioFactura: folio,
    seriePago: serie,
    folioPago: folio,
    serieCotizacion: serie,
    folioCotizacion: folio,
  }),
});

/** Which step holds a field, to show the first step with an error after a failed save. */
export function stepOfField(field: string): number {
  if (field.startsWith('modules')) return 1;
  if (field.startsWith('campuses')) return 2;
  if (field.startsWith('series')) return 3;
  return 0;
}

/** The dotted paths of formik's nested errors ('campuses.0.name', 'series.folioNota'). */
function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors === 'string') return prefix === '' ? [] : [prefix];
  if (errors === null || typeof errors !== 'object') return [];
  return Object.entries(errors).flatMap(([key, value]) => errorPaths(value, prefix === '' ? key : `${prefix}.${key}`));
}

/** The fields of `step` that hold an error: «Siguiente» stays on the step while there is one. */
export function errorPathsOfStep(errors: unknown, step: number): string[] {
  return errorPaths(errors).filter((path) => stepOfField(path) === step);
}

export const EMPTY_CAMPUS: BranchWizardCampus = { name: '', cct: '', rvoe: '', address: '', isActive: true };

export function wizardInitialValues(record: BranchWizardRecord | null): WizardValues {
  return {
    name: record?.name ?? '',
    address: record?.address ?? '',
    rfc: record?.rfc ?? '',
    businessName: record?.businessName ?? '',
    zip: record?.zip ?? '',
    modules: record ? record.modules.filter((m) => m.isActive).map((m) => m.typeModule) : [1],
    campuses: record?.campuses ?? [],
    series: record?.series ?? { serieNota: 'N', folioNota: 1, serieFactura: 'F', folioFactura: 1, seriePago: 'P', folioPago: 1, serieCotizacion: 'C', folioCotizacion: 1 },
  };
}

export function toWizardInput(values: WizardValues): BranchWizardInput {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    rfc: values.rfc.trim().toUpperCase(),
    businessName: values.businessName.trim(),
    zip: values.zip.trim(),
    modules: ([1, 2, 3] as const).map((typeModule) => ({ typeModule, isActive: values.modules.includes(typeModule) })),
    campuses: values.campuses.map((campus) => ({ ...campus, name: campus.name.trim(), cct: campus.cct.trim().toUpperCase() })),
    series: {
      serieNota: values.series.serieNota.trim(),
      folioNota: Number(values.series.folioNota),
      serieFactura: values.series.serieFactura.trim(),
      folioFactura: Number(values.series.folioFactura),
      seriePago: values.series.seriePago.trim(),
      folioPago: Number(values.series.folioPago),
      serieCotizacion: values.series.serieCotizacion.trim(),
      folioCotizacion: Number(values.series.folioCotizacion),
    },
  };
}
