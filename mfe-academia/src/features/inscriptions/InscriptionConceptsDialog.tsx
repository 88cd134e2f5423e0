// The concepts of one inscription with their active flags: deactivating cancels the concept's pending charges.
import type { AcademyInscriptionConcept } from '@mikro/contracts';
import { academyApi, useAcademyMutation, useInscriptionConcepts } from '@mikro/api-client';
import { Box, DataTable, Money, PrintableDialog, Switch, notify, type Column } from '@mikro/ui';
import { errorMessage } from '../../shared/options';

export function InscriptionConceptsDialog({ inscriptionId, title, canEdit, onClose }: { inscriptionId: number; title: string; canEdit: boolean; onClose: () => void }) {
  const concepts = useInscriptionConcepts(inscriptionId);
  const update = useAcademyMutation(({ id, isActive }: { id: number; isActive: boolean }) => academyApi.updateInscriptionConcept(id, { isActive }));
  async function toggle(id: number, isActive: boolean) {
    try {
      await update.mutateAsync({ id, isActive });
      notify.updated();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }
  const columns: Column<AcademyInscriptionConcept>[] = [
    { key: 'name', header: 'Concepto' },
    { key: 'price', header: 'Precio', align: 'end', render: (concept) => <Money value={concept.price} /> },
    { key: 'dueDay', header: 'Vence el día', render: (concept) => (concept.conceptType === 'Monthly' ? concept.dueDay : 'Pago único') },
    { key: 'pendingCharges', header: 'Pendientes', align: 'end' },
    { key: 'paidCharges', header: 'Pagados', align: 'end' },
    {
      key: 'isActive',
      header: 'Activo',
      render: (concept) => (
        <Switch.Root checked={concept.isActive} disabled={!canEdit} onCheckedChange={(details) => void toggle(concept.id, details.checked)}>
          <Switch.HiddenInput aria-label={`Activo: ${concept.name}`} />
          <Switch.Control />
        </Switch.Root>
      ),
    },
  ];
  return (
    <PrintableDialog title={title} onClose={onClose} size="lg">
      <Box className="print-area">
        <DataTable<AcademyInscriptionConcept>
          caption="Conceptos de la inscripción"
          columns={columns}
          rows={concepts.data ?? []}
          rowKey="id"
          isLoading={concepts.isLoading}
          error={concepts.error ? errorMessage(concepts.error, 'No se pudieron cargar los conceptos') : null}
          onRetry={() => void concepts.refetch()}
          emptyText="La inscripción no tiene conceptos"
        />
      </Box>
    </PrintableDialog>
  );
}
