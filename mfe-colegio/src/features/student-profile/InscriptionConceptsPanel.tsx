// The concepts of one inscription (copied from its payment plan when the student was enrolled): price, months,
// due day and an active flag that is toggled, edited or added. The inscription's pending charges follow each
// change; what was paid never changes.
import { useState } from 'react';
import type { InscriptionConcept, InscriptionConceptRequest } from '@mikro/contracts';
import { schoolApi, setServerFieldErrors, toApiError, useInscription } from '@mikro/api-client';
import {
  Badge,
  Button,
  Card,
  chargeConceptTypeLabel,
  type Column,
  DataTable,
  FormDialog,
  formatMoney,
  Heading,
  HStack,
  notify,
  Switch,
  Text,
  type FormikHelpers,
} from '@mikro/ui';
import { monthsLabel } from '../../shared/conceptLine';
import { addConceptSchema, conceptInitialValues, editConceptSchema, toConceptRequest, type InscriptionConceptValues } from './inscriptionConceptForm';
import { ConceptLineFields } from '../../shared/ConceptLineFields';
import { useSchoolMutation } from '../../shared/useSchoolMutation';

/** A one-time concept without a month is charged in the month of the enrolment. */
const monthsOf = (row: InscriptionConcept) => monthsLabel(row.months, row.conceptType);

export function InscriptionConceptsPanel({ inscriptionId, canEdit, onClose }: { inscriptionId: number; canEdit: boolean; onClose: () => void }) {
  const inscription = useInscription(inscriptionId);
  const [editing, setEditing] = useState<InscriptionConcept | null | undefined>(undefined);
  const [toggling, setToggling] = useState<number | null>(null);
  const detail = inscription.data;
  const isActive = detail?.status === 'activa';

  // Every school view (statement, inscriptions, fee counter) reads the charges a change touches.
  const save = useSchoolMutation(({ conceptId, body }: { conceptId: number | null; body: InscriptionConceptRequest }) =>
    conceptId === null ? schoolApi.addConcept(inscriptionId, body) : schoolApi.updateConcept(inscriptionId, conceptId, body),
  );

  const toggle = async (row: InscriptionConcept, active: boolean) => {
    setToggling(row.id);
    try {
      await save.mutateAsync({ conceptId: row.id, body: { isActive: active } });
      notify.success(active ? `«${row.name}» activo: sus cargos pendientes vuelven a cobrarse` : `«${row.name}» inactivo: sus cargos pendientes se cancelaron`);
    } catch (error) {
      notify.error(toApiError(error).message);
    } finally {
      setToggling(null);
    }
  };

  const submit = async (values: InscriptionConceptValues, helpers: FormikHelpers<InscriptionConceptValues>) => {
    try {
      const body = toConceptRequest(values, editing === null);
      await save.mutateAsync({ conceptId: editing ? editing.id : null, body });
      notify.success(editing ? 'Concepto actualizado; los cargos pendientes se ajustaron' : 'Concepto agregado con sus cargos');
      setEditing(undefined);
    } catch (error) {
      const apiError = setServerFieldErrors(error, helpers.setFieldError);
      if (!apiError.fields?.length) notify.error(apiError.message);
    }
  };

  const columns: Column<InscriptionConcept>[] = [
    { key: 'name', header: 'Concepto' },
    { key: 'conceptType', header: 'Tipo', render: (row) => chargeConceptTypeLabel(row.conceptType) },
    { key: 'months', header: 'Meses', render: monthsOf },
    { key: 'paymentDay', header: 'Día de pago', align: 'end' },
    { key: 'quantity', header: 'Cantidad', align: 'end' },
    { key: 'price', header: 'Precio', align: 'end', render: (row) => formatMoney(row.price) },
    {
      key: 'isActive',
      header: 'Activo',
      render: (row) => (
        <Switch.Root size="sm" checked={row.isActive} disabled={!canEdit || toggling !== null} onCheckedChange={(details) => void toggle(row, details.checked)}>
          <Switch.HiddenInput aria-label={`Activo: ${row.name} (${monthsOf(row)})`} />
          <Switch.Control />
        </Switch.Root>
      ),
    },
  ];

  return (
    <Card.Root mt="4" data-testid="inscription-concepts">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="md">{detail ? `Conceptos de la inscripción · ${detail.cycle.name}` : 'Conceptos de la inscripción'}</Heading>
          <HStack>
            {detail && <Badge colorPalette={isActive ? 'green' : 'gray'}>{isActive ? 'Activa' : detail.status === 'baja' ? 'Baja' : 'Terminada'}</Badge>}
            <Button size="sm" variant="outline" onClick={onClose}>
              Cerrar
            </Button>
          </HStack>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Al desactivar un concepto se cancelan sus cargos pendientes; al editarlo, los cargos pendientes toman el nuevo precio, día y meses. Los cargos pagados no cambian.
        </Text>
      </Card.Header>
      <Card.Body>
        <DataTable<InscriptionConcept>
          caption="Conceptos de la inscripción"
          columns={columns}
          rowKey="id"
          rows={detail?.concepts ?? []}
          total={detail?.concepts.length ?? 0}
          page={1}
          pageSize={Math.max(detail?.concepts.length ?? 0, 10)}
          onPageChange={() => undefined}
          isLoading={inscription.isLoading}
          error={inscription.error ? toApiError(inscription.error).message : null}
          onRetry={() => void inscription.refetch()}
          emptyText="La inscripción no tiene conceptos"
          toolbar={
            canEdit &&
            isActive && (
              <Button size="sm" colorPalette="brand" onClick={() => setEditing(null)}>
                Agregar concepto
              </Button>
            )
          }
          actions={(row) =>
            canEdit ? (
              <Button size="xs" variant="outline" onClick={() => setEditing(row)}>
                Editar
              </Button>
            ) : null
          }
        />
      </Card.Body>
      {editing !== undefined && (
        <FormDialog<InscriptionConceptValues>
          open
          onClose={() => setEditing(undefined)}
          title={editing ? `Editar «${editing.name}»` : 'Agregar concepto a la inscripción'}
          initialValues={conceptInitialValues(editing)}
          validationSchema={editing ? editConceptSchema : addConceptSchema}
          onSubmit={submit}
        >
          <ConceptLineFields chooseConcept={editing === null} monthsHint="ninguno: cada mes del ciclo, o el mes de la inscripción si es pago único" />
        </FormDialog>
      )}
    </Card.Root>
  );
}
