// The concepts of one inscription with their active flags: deactivating cancels the concept's pending charges.
import { academyApi, useInscriptionConcepts, useInvalidateAcademies } from '@mikro/api-client';
import { ErrorState, LoadingState, PrintableDialog, Switch, Table, formatMoney, notify } from '@mikro/ui';
import { errorMessage } from '../../shared/options';

export function InscriptionConceptsDialog({ inscriptionId, title, canEdit, onClose }: { inscriptionId: number; title: string; canEdit: boolean; onClose: () => void }) {
  const concepts = useInscriptionConcepts(inscriptionId);
  const invalidate = useInvalidateAcademies();
  async function toggle(id: number, isActive: boolean) {
    try {
      await academyApi.updateInscriptionConcept(id, { isActive });
      notify.updated();
      await invalidate();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }
  return (
    <PrintableDialog title={title} onClose={onClose} size="lg">
      {concepts.isLoading ? <LoadingState /> : null}
      {concepts.error ? <ErrorState onRetry={() => void concepts.refetch()} /> : null}
      <Table.Root size="sm" aria-label="Conceptos de la inscripción">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Concepto</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Precio</Table.ColumnHeader>
            <Table.ColumnHeader>Vence el día</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Pendientes</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Pagados</Table.ColumnHeader>
            <Table.ColumnHeader>Activo</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(concepts.data ?? []).map((concept) => (
            <Table.Row key={concept.id}>
              <Table.Cell>{concept.name}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(concept.price)}</Table.Cell>
              <Table.Cell>{concept.conceptType === 'Monthly' ? concept.dueDay : 'Pago único'}</Table.Cell>
              <Table.Cell textAlign="end">{concept.pendingCharges}</Table.Cell>
              <Table.Cell textAlign="end">{concept.paidCharges}</Table.Cell>
              <Table.Cell>
                <Switch.Root checked={concept.isActive} disabled={!canEdit} onCheckedChange={(details) => void toggle(concept.id, details.checked)}>
                  <Switch.HiddenInput aria-label={`Activo: ${concept.name}`} />
                  <Switch.Control />
                </Switch.Root>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </PrintableDialog>
  );
}
