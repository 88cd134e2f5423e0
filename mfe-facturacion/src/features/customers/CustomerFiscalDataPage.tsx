// /facturas/clientes: the customer fiscal-data book — the receptor data of every stamped invoice (and the address
// an invoice was e-mailed to), which the invoice form offers again. Searched by RFC or name, corrected (a customer
// who changed regime or postal code) or deleted (a wrong or stale entry); new entries come from invoices.
import { createResourceClient, resourceSource } from '@mikro/api-client';
import { useCanOn } from '@mikro/session';
import { DateText, ReceiverFields, ResourcePage, TextField, emailString, receiverSchema, type ReceiverValues } from '@mikro/ui';
import type { CustomerFiscalData } from '@mikro/contracts';


type Values = ReceiverValues & { email: string };
type Update = Values;

/** The book's own route: its permissions (ver, editar, eliminar) are what this screen offers. */
export const CUSTOMER_BOOK_ROUTE = '/facturas/clientes';

export const customerBookApi = createResourceClient<CustomerFiscalData, Update, Update>('/billing/customer-fiscal-data');
const source = resourceSource(customerBookApi, { searchFields: ['rfc', 'name'] });
const schema = receiverSchema.shape({ email: emailString().max(254, 'Máximo 254 caracteres') });

const toUpdate = (values: Values): Update => ({
  rfc: values.rfc.trim().toUpperCase(),
  name: values.name.trim(),
  regime: values.regime,
  cfdiUse: values.cfdiUse,
  zip: values.zip.trim(),
  email: values.email.trim(),
});

export function CustomerFiscalDataPage() {
  const permissions = {
    create: false,
    edit: useCanOn(CUSTOMER_BOOK_ROUTE, 'editar'),
    delete: useCanOn(CUSTOMER_BOOK_ROUTE, 'eliminar'),
  };
  return (
    <ResourcePage<CustomerFiscalData, Values, Update, Update>
      title="Datos fiscales de clientes"
      description="Los datos de cada receptor que el SAT aceptó en una factura timbrada; el formulario de factura los ofrece al escribir el RFC o el nombre"
      noun="cliente"
      source={source}
      permissions={permissions}
      columns={[
        { key: 'rfc', header: 'RFC', sortable: true },
        { key: 'name', header: 'Nombre o razón social', sortable: true },
        { key: 'regime', header: 'Régimen', phone: false },
        { key: 'zip', header: 'C.P.', phone: false },
        { key: 'cfdiUse', header: 'Uso CFDI', phone: false },
        { key: 'email', header: 'Correo', phone: false },
        { key: 'invoices', header: 'Facturas', align: 'end', sortable: true, phone: false },
        {
          key: 'lastInvoicedAt',
          header: 'Última factura',
          sortable: true,
          render: (row) => <DateText value={row.lastInvoicedAt} />,
          exportValue: (row) => row.lastInvoicedAt.slice(0, 10),
        },
      ]}
      defaultSort={{ field: 'lastInvoicedAt', order: 'DESC' }}
      rowLabel={(row) => `${row.rfc} · ${row.name}`}
      emptyText="No hay datos fiscales de clientes: se guardan al timbrar una factura a un cliente con RFC"
      exportFileName="Datos fiscales de clientes"
      form={{
        initialValues: (row) => ({
          rfc: row?.rfc ?? '',
          name: row?.name ?? '',
          regime: row?.regime ?? '',
          cfdiUse: row?.cfdiUse ?? '',
          zip: row?.zip ?? '',
          email: row?.email ?? '',
        }),
        schema,
        toCreate: toUpdate,
        toUpdate,
        fields: () => (
          <>
            <ReceiverFields />
            <TextField name="email" label="Correo para enviar sus facturas" type="email" />
          </>
        ),
      }}
    />
  );
}
