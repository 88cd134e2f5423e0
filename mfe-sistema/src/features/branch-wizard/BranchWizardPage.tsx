// /newbranch/:id?: create or edit a branch office in four steps, saved in one transaction; the shell's branch
// selector and remotes follow at once (refreshMe).
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toApiError, setServerFieldErrors } from '@mikro/api-client';
import { MODULE_TYPE_LABELS } from '@mikro/domain';
import { refreshMe } from '@mikro/session';
import {
  Box,
  Button,
  Card,
  CheckboxGroupField,
  ErrorState,
  FormikForm,
  HStack,
  IconButton,
  LoadingState,
  notify,
  PageHeader,
  SimpleGrid,
  Stack,
  Text,
  TextField,
  SwitchField,
  type FormikProps,
} from '@mikro/ui';
import { useBranchOffices, useBranchWizardRecord, useSaveBranchOffice } from './useBranchWizard';
import { EMPTY_CAMPUS, errorPathsOfStep, stepOfField, toWizardInput, WIZARD_STEPS, wizardInitialValues, wizardSchema, type WizardValues } from './wizardForm';

function Steps({ step, onStep }: { step: number; onStep: (step: number) => void }) {
  return (
    <HStack gap="2" mb="4" wrap="wrap" aria-label="Pasos">
      {WIZARD_STEPS.map((label, index) => (
        <Button key={label} size="sm" variant={index === step ? 'solid' : 'outline'} colorPalette="brand" aria-current={index === step ? 'step' : undefined} onClick={() => onStep(index)}>
          {index + 1}. {label}
        </Button>
      ))}
    </HStack>
  );
}

/** Existing branch offices, to open one in the wizard. */
function ExistingOffices() {
  const navigate = useNavigate();
  const offices = useBranchOffices();
  if (!offices.data?.length) return null;
  return (
    <HStack mb="4" gap="2" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        Editar una sucursal existente:
      </Text>
      {offices.data.map((office) => (
        <Button key={office.id} size="xs" variant="outline" onClick={() => navigate(`/newbranch/${office.id}`)}>
          {office.name}
        </Button>
      ))}
    </HStack>
  );
}

// Arrays are edited through the form's own setFieldValue: formik's FieldArray from this bundle would look for a
// different formik context than the one @mikro/ui's (shared) form provides.
function CampusesStep({ formik }: { formik: FormikProps<WizardValues> }) {
  const campuses = formik.values.campuses;
  const helpers = {
    push: (campus: WizardValues['campuses'][number]) => void formik.setFieldValue('campuses', [...campuses, campus]),
    remove: (index: number) => void formik.setFieldValue('campuses', campuses.filter((_, position) => position !== index)),
  };
  return (
        <Stack gap="4">
          {formik.values.campuses.length === 0 && <Text color="fg.muted">Sin campus. Agregue los planteles de esta sucursal (opcional).</Text>}
          {formik.values.campuses.map((campus, index) => (
            <Card.Root key={campus.id ?? `new-${index}`} variant="outline">
              <Card.Body>
                <HStack justify="space-between" mb="2">
                  <Text fontWeight="semibold">Campus {index + 1}</Text>
                  {campus.id === undefined ? (
                    <IconButton size="xs" variant="ghost" aria-label={`Quitar campus ${index + 1}`} onClick={() => helpers.remove(index)}>
                      ✕
                    </IconButton>
                  ) : null}
                </HStack>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  <TextField name={`campuses.${index}.name`} label="Nombre" required />
                  <TextField name={`campuses.${index}.address`} label="Dirección" />
                  <TextField name={`campuses.${index}.cct`} label="CCT" placeholder="19PPR0123A" />
                  <TextField name={`campuses.${index}.rvoe`} label="RVOE" />
                </SimpleGrid>
                <Box mt="2">
                  <SwitchField name={`campuses.${index}.isActive`} label="Activo" />
                </Box>
              </Card.Body>
            </Card.Root>
          ))}
          <Box>
            <Button size="sm" variant="outline" onClick={() => helpers.push({ ...EMPTY_CAMPUS })}>
              Agregar campus
            </Button>
          </Box>
        </Stack>
  );
}

const SERIES: { serie: keyof WizardValues['series']; folio: keyof WizardValues['series']; label: string }[] = [
  { serie: 'serieNota', folio: 'folioNota', label: 'Notas de venta' },
  { serie: 'serieFactura', folio: 'folioFactura', label: 'Facturas' },
  { serie: 'seriePago', folio: 'folioPago', label: 'Complementos de pago' },
  { serie: 'serieCotizacion', folio: 'folioCotizacion', label: 'Cotizaciones' },
];

export function BranchWizardPage() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const record = useBranchWizardRecord(id);
  const save = useSaveBranchOffice();
  // Stable while the record is unchanged: enableReinitialize resets the form whenever this object changes.
  const initialValues = useMemo(() => wizardInitialValues(record.data ?? null), [record.data]);

  // «Siguiente» moves on only when the step's own fields are valid. Otherwise a submit attempt shows every
  // field's message (formik does not call onSubmit while the form has errors, and this step has some).
  const nextStep = async (formik: FormikProps<WizardValues>) => {
    if (errorPathsOfStep(await formik.validateForm(), step).length === 0) setStep(step + 1);
    else await formik.submitForm();
  };

  if (id !== null && record.isLoading) return <LoadingState />;
  if (id !== null && record.error) return <ErrorState message={toApiError(record.error).message} onRetry={() => void record.refetch()} />;

  return (
    <>
      <PageHeader title={id ? 'Editar sucursal' : 'Nueva sucursal'} description="Datos, módulos, campus, series y folios de la sucursal; se guardan juntos" />
      {id === null && <ExistingOffices />}
      <FormikForm<WizardValues>
        aria-label={id ? 'Editar sucursal' : 'Nueva sucursal'}
        initialValues={initialValues}
        validationSchema={wizardSchema}
        enableReinitialize
        onSubmit={async (values, helpers) => {
          try {
            const saved = await save.mutateAsync({ id, input: toWizardInput(values) });
            if (id) {
              notify.updated();
            } else {
              notify.created();
              navigate(`/newbranch/${saved.id}`, { replace: true });
            }
            await refreshMe();
          } catch (error) {
            const apiError = setServerFieldErrors(error, helpers.setFieldError);
            const firstField = apiError.fields?.[0];
            if (firstField) setStep(stepOfField(firstField.field));
            notify.saveError();
          }
        }}
      >
        {(formik) => (
          <Card.Root>
            <Card.Body>
              <Steps step={step} onStep={setStep} />
              <Box display={step === 0 ? 'block' : 'none'}>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  <TextField name="name" label="Nombre de la sucursal" required />
                  <TextField name="address" label="Dirección" />
                  <TextField name="businessName" label="Razón social" />
                  <TextField name="rfc" label="RFC" />
                  <TextField name="zip" label="Código postal" inputMode="numeric" />
                </SimpleGrid>
              </Box>
              <Box display={step === 1 ? 'block' : 'none'}>
                <Text mb="2" fontSize="sm" color="fg.muted">
                  Los módulos que no se activen no aparecen en el menú de esta sucursal.
                </Text>
                <CheckboxGroupField<number>
                  name="modules"
                  label="Módulos que opera"
                  options={([1, 2, 3] as const).map((typeModule) => ({ value: typeModule, label: MODULE_TYPE_LABELS[typeModule] }))}
                />
              </Box>
              <Box display={step === 2 ? 'block' : 'none'}>
                <CampusesStep formik={formik} />
              </Box>
              <Box display={step === 3 ? 'block' : 'none'}>
                <Stack gap="3">
                  {SERIES.map((row) => (
                    <SimpleGrid key={row.serie} columns={3} gap="3" alignItems="end">
                      <Text fontWeight="medium">{row.label}</Text>
                      <TextField name={`series.${row.serie}`} label="Serie" />
                      <TextField name={`series.${row.folio}`} label="Siguiente folio" type="number" />
                    </SimpleGrid>
                  ))}
                </Stack>
              </Box>
              {Object.keys(formik.errors).length > 0 && formik.submitCount > 0 && (
                <Text mt="3" color="fg.error" fontSize="sm">
                  Revise los pasos: {[...new Set(Object.keys(formik.errors).map((field) => WIZARD_STEPS[stepOfField(field)]))].join(', ')}.
                </Text>
              )}
              {/* The three buttons wrap on a phone (Guardar sucursal ran past the screen). */}
              <HStack justify="space-between" mt="6" wrap="wrap" gap="2">
                <Button variant="outline" disabled={step === 0} onClick={() => setStep(step - 1)}>
                  Anterior
                </Button>
                <HStack wrap="wrap" gap="2" justify="flex-end">
                  {step < WIZARD_STEPS.length - 1 && (
                    <Button variant="outline" onClick={() => void nextStep(formik)}>
                      Siguiente
                    </Button>
                  )}
                  <Button type="submit" colorPalette="brand" loading={formik.isSubmitting}>
                    Guardar sucursal
                  </Button>
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        )}
      </FormikForm>
    </>
  );
}
