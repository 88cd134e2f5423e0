// /academias/externos and /externos: academy participants who are not school students — contact, tutor
// and the fiscal data to invoice them (RFC with the SAT rule, never the generic RFCs).
import { useNavigate } from 'react-router-dom';
import type { External, ExternalInput } from '@mikro/contracts';
import { externalsApi, resourceSource } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { Button, ResourcePage, formatDate } from '@mikro/ui';
import { personName } from '../../shared/options';
import { ExternalFields, externalInitialValues, externalSchema, toExternalInput, type ExternalValues } from './externalForm';

const source = resourceSource(externalsApi, { searchFields: ['name', 'lastNameFather', 'lastNameMother', 'curp', 'tutorName', 'rfc'] });

export function ExternalsPage({ detailBase = '/externos' }: { detailBase?: string }) {
  const navigate = useNavigate();
  return (
    <ResourcePage<External, ExternalValues, ExternalInput, Partial<ExternalInput>>
      title="Externos"
      description="Participantes de las academias que no son alumnos del colegio"
      noun="externo"
      source={source}
      permissions={useCrudPermissions()}
      columns={[
        { key: 'name', header: 'Nombre', sortable: true, render: (row) => personName(row), exportValue: (row) => personName(row) },
        { key: 'birthDate', header: 'Nacimiento', render: (row) => formatDate(row.birthDate) },
        { key: 'tutorName', header: 'Tutor' },
        { key: 'phone', header: 'Teléfono' },
        { key: 'rfc', header: 'RFC' },
      ]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      rowLabel={(row) => personName(row)}
      emptyText="No hay externos que coincidan con la búsqueda"
      hasActiveFlag
      softDelete
      rowActions={(row) => (
        <Button size="xs" variant="outline" onClick={() => navigate(`${detailBase}/${row.id}`)}>
          Ver ficha
        </Button>
      )}
      form={{ initialValues: externalInitialValues, schema: externalSchema, toCreate: toExternalInput, toUpdate: toExternalInput, fields: () => <ExternalFields />, size: 'lg' }}
    />
  );
}
