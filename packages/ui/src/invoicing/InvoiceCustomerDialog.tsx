import { FormDialog } from '../form/FormDialog';
import { EMPTY_RECEIVER, ReceiverFields, receiverSchema, type ReceiverValues } from './ReceiverFields';
import { ReceiverLookup, type FindReceivers } from './ReceiverLookup';

export interface InvoiceCustomerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Issues the invoice; an error carrying `fields` ({field, message}[]) marks those fields. */
  onSubmit: (values: ReceiverValues) => Promise<void>;
  title?: string;
  submitText?: string;
  initialValues?: Partial<ReceiverValues>;
  /** The fiscal data on file to offer (book, family, client); without it the form is typed by hand. */
  findReceivers?: FindReceivers;
}

function fieldsOf(error: unknown): { field: string; message: string }[] {
  const fields = (error as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? fields.filter((f): f is { field: string; message: string } => typeof f?.field === 'string' && typeof f?.message === 'string') : [];
}

/** "Facturar" to a named customer: RFC, name, regime, UsoCFDI allowed for the regime, postal code. */
export function InvoiceCustomerDialog({ open, onClose, onSubmit, title = 'Facturar a un cliente', submitText = 'Timbrar factura', initialValues, findReceivers }: InvoiceCustomerDialogProps) {
  return (
    <FormDialog<ReceiverValues>
      open={open}
      onClose={onClose}
      title={title}
      submitText={submitText}
      initialValues={{ ...EMPTY_RECEIVER, ...initialValues }}
      validationSchema={receiverSchema}
      onSubmit={async (values, helpers) => {
        try {
          await onSubmit({ ...values, rfc: values.rfc.trim().toUpperCase() });
        } catch (error) {
          for (const field of fieldsOf(error)) helpers.setFieldError(field.field.replace(/^receiver\./, ''), field.message);
        }
      }}
    >
      {findReceivers && <ReceiverLookup find={findReceivers} />}
      <ReceiverFields />
    </FormDialog>
  );
}
