// One CFDI: its data, XML/PDF, e-mail, credit note, payment complement, cancellation (with SAT motive) and stamping retry.
import { useState } from 'react';
import type { ComplementDue, InvoiceReceiverInput, InvoiceSummary } from '@mikro/contracts';
import * as yup from 'yup';
import { billingApi, useBillingMutation, useInvoice } from '@mikro/api-client';
import { CANCELLATION_MOTIVES, SAT_PAYMENT_FORMS, SAT_CFDI_USES } from '@mikro/domain';
import { amountString, Badge, BILLING_MODULE_LABELS, Button, CFDI_TYPE_LABELS, cfdiFolio, ErrorState, formatDate, formatDateTime, formatMoney, FormDialog, HStack, InvoiceCustomerDialog, InvoiceStatusBadge, LoadingState, MESSAGES, ModalDialog, notify, requiredString, emailString, SelectField, SimpleGrid, Text, TextField, VStack } from '@mikro/ui';
import { reportError } from './errors';
import { complementDueText } from './complementDue';
import { PaymentComplementDialog, takesPaymentComplement } from './PaymentComplementDialog';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <VStack align="start" gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm" wordBreak="break-all">
        {children}
      </Text>
    </VStack>
  );
}

/**
 * The concept a credit note starts with: a store invoice is usually credited for goods returned; a school or
 * academy one (tuition, inscriptions) for a discount or a bonus, never for merchandise.
 */
function defaultCreditConcept(module: number): string {
  return module === 1 ? 'Devolución de mercancía' : 'Descuento o bonificación';
}

/** The credit notes or the payment complements of an invoice, each opened in its own detail. */
function RelatedList({ title, documents, onOpen, withDate = false }: { title: string; documents: InvoiceSummary[]; onOpen: (id: number) => void; withDate?: boolean }) {
  if (documents.length === 0) return null;
  return (
    <VStack align="stretch" gap="1" role="group" aria-label={title}>
      <Text fontWeight="medium">{title}</Text>
      {documents.map((document) => (
        <HStack key={document.id} justify="space-between" wrap="wrap">
          <Text fontSize="sm">{`${cfdiFolio(document)}${withDate ? ` · ${formatDate(document.issuedAt)}` : ''} · ${formatMoney(document.total)}`}</Text>
          <InvoiceStatusBadge status={document.status} sandbox={document.sandbox} />
          <Button size="xs" variant="outline" onClick={() => onOpen(document.id)} aria-label={`Ver ${cfdiFolio(document)}`}>
            Ver
          </Button>
        </HStack>
      ))}
    </VStack>
  );
}

const labelOf = (list: readonly { id: string; label: string }[], id: string | null) => (id ? `${id} ${list.find((x) => x.id === id)?.label ?? ''}` : '—');

export function InvoiceDetailDialog({
  invoiceId,
  onClose,
  canEdit,
  canCredit,
  canComplement = false,
}: {
  invoiceId: number;
  onClose: () => void;
  canEdit: boolean;
  canCredit: boolean;
  /** May issue payment complements (the invoices route's `crear`). */
  canComplement?: boolean;
}) {
  const invoice = useInvoice(invoiceId);
  const [dialog, setDialog] = useState<'cancel' | 'credit' | 'email' | 'complement' | 'substitute' | null>(null);
  const [openNote, setOpenNote] = useState<number | null>(null);
  const [paymentDue, setPaymentDue] = useState<ComplementDue | undefined>(undefined);
  const cancel = useBillingMutation((body: { motive: '01' | '02' | '03' | '04'; substituteUuid?: string }) => billingApi.cancel(invoiceId, body));
  const credit = useBillingMutation(billingApi.creditNote);
  const retry = useBillingMutation(() => billingApi.retryStamp(invoiceId));
  const substitute = useBillingMutation((receiver: InvoiceReceiverInput) => billingApi.substitute(invoiceId, { receiver }));
  // The address is remembered for the receiver's RFC, which the «Facturar» form offers next time.
  const email = useBillingMutation((to: string) => billingApi.email(invoiceId, to));
  const data = invoice.data;
  const name = data ? `${cfdiFolio(data)}${data.uuid ? `_${data.uuid}` : ''}` : '';
  const run = (fn: () => Promise<unknown>) => () => void fn().catch((error: unknown) => reportError(error));

  return (
    <>
      <ModalDialog
        title={<>{data ? `${CFDI_TYPE_LABELS[data.type]} ${cfdiFolio(data)}` : 'CFDI'}</>}
        onClose={onClose}
        size="lg"
        footer={
          <>
            {data && (
              <HStack wrap="wrap" justify="end" gap="2">
                {data.uuid && (
                  <>
                    <Button size="sm" variant="outline" onClick={run(() => billingApi.openPdf(data.id))}>
                      Ver PDF
                    </Button>
                    <Button size="sm" variant="outline" onClick={run(() => billingApi.downloadXml(data.id, name))}>
                      Descargar XML
                    </Button>
                    <Button size="sm" variant="outline" onClick={run(() => billingApi.downloadPdf(data.id, name))}>
                      Descargar PDF
                    </Button>
                  </>
                )}
                {data.cancelMotive !== null && (
                  <Button size="sm" variant="outline" onClick={run(() => billingApi.downloadCancellationReceipt(data.id, name))}>
                    Descargar acuse de cancelación
                  </Button>
                )}
                {canEdit && data.status === 'timbrada' && (
                  <Button size="sm" variant="outline" onClick={() => setDialog('email')}>
                    Enviar por correo
                  </Button>
                )}
                {canCredit && data.type === 'I' && data.status === 'timbrada' && Number(data.creditable) > 0 && (
                  <Button size="sm" variant="outline" onClick={() => setDialog('credit')}>
                    Nota de crédito
                  </Button>
                )}
                {canComplement && takesPaymentComplement(data) && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      setPaymentDue(undefined);
                      setDialog('complement');
                    }}
                  >
                    Complemento de pago
                  </Button>
                )}
                {canEdit && data.status === 'pendiente' && (
                  <Button size="sm" onClick={run(async () => notify.info((await retry.mutateAsync(undefined)).status === 'timbrada' ? 'CFDI timbrado' : 'Sigue pendiente de timbrar'))} loading={retry.isPending}>
                    Reintentar timbrado
                  </Button>
                )}
                {canEdit && data.status === 'timbrada' && data.type === 'I' && !data.isGlobal && (
                  <Button size="sm" variant="outline" onClick={() => setDialog('substitute')}>
                    Sustituir
                  </Button>
                )}
                {canEdit && data.status === 'timbrada' && (
                  <Button size="sm" colorPalette="red" onClick={() => setDialog('cancel')}>
                    Cancelar CFDI
                  </Button>
                )}
                <Button size="sm" variant="ghost" onClick={onClose}>
                  Cerrar
                </Button>
              </HStack>
            )}
          </>
        }
      >
        {invoice.isLoading && <LoadingState />}
        {invoice.error && <ErrorState message={invoice.error.message} onRetry={() => void invoice.refetch()} />}
        {data && (
          <VStack align="stretch" gap="4">
            <HStack wrap="wrap">
              <InvoiceStatusBadge status={data.status} sandbox={data.sandbox} />
              {data.isGlobal && <Badge>Factura global</Badge>}
              <Badge variant="outline">{BILLING_MODULE_LABELS[data.module]}</Badge>
            </HStack>
            {data.sandbox && <Text fontSize="sm" color="purple.600">Timbre de prueba sin validez fiscal (PAC sandbox).</Text>}
            {data.lastError && <Text fontSize="sm" color="red.600">{data.lastError}</Text>}
            {/* What is owed comes first on an invoice paid in instalments. */}
            {data.ppd && (
              <VStack align="stretch" gap="1" aria-label="Saldo de la factura" role="group">
                <Text fontWeight="medium">Pago en parcialidades</Text>
                <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                  <Item label="Pagado según complementos">{formatMoney(data.ppd.paid)}</Item>
                  <Item label="Notas de crédito">{formatMoney(data.ppd.credited)}</Item>
                  <Item label="Saldo">{formatMoney(data.ppd.balance)}</Item>
                </SimpleGrid>
                {data.ppd.complementsDue.map((due) => (
                  <HStack key={due.paymentId} justify="space-between" wrap="wrap" borderWidth="1px" borderRadius="md" px="3" py="2" borderColor={due.overdue ? 'red.300' : 'orange.200'}>
                    <VStack align="start" gap="0">
                      <Text fontSize="sm">{`Pago del ${formatDate(due.paidOn)} por ${formatMoney(due.pending)} sin complemento`}</Text>
                      <Text fontSize="xs" color={due.overdue ? 'red.600' : 'orange.700'}>
                        {complementDueText(due)}
                      </Text>
                    </VStack>
                    {canComplement && takesPaymentComplement(data) && (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => {
                          setPaymentDue(due);
                          setDialog('complement');
                        }}
                      >
                        Emitir complemento
                      </Button>
                    )}
                  </HStack>
                ))}
              </VStack>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <Item label="Folio fiscal (UUID)">{data.uuid ?? 'Sin timbrar'}</Item>
              <Item label="Fecha de emisión">{formatDateTime(data.issuedAt)}</Item>
              <Item label="Receptor">{`${data.receiverRfc} · ${data.receiverName}`}</Item>
              <Item label="Régimen y código postal">{`${data.receiverRegime} · ${data.receiverZip}`}</Item>
              <Item label="Uso del CFDI">{labelOf(SAT_CFDI_USES, data.cfdiUse)}</Item>
              <Item label="Forma y método de pago">{`${labelOf(SAT_PAYMENT_FORMS, data.paymentForm)} · ${data.paymentMethod ?? '—'}`}</Item>
              <Item label="Subtotal">{formatMoney(data.subtotal)}</Item>
              <Item label="IVA">{formatMoney(data.iva)}</Item>
              <Item label="Total">{formatMoney(data.total)}</Item>
              {data.relatedUuid && <Item label="CFDI relacionado">{data.relatedUuid}</Item>}
              {data.isGlobal && <Item label="Periodo">{`Periodicidad ${data.globalPeriodicity} · mes ${data.globalMonths} · ${data.globalYear}`}</Item>}
              {data.cancelledAt && <Item label="Cancelada">{`${formatDateTime(data.cancelledAt)} · motivo ${data.cancelMotive}${data.substituteUuid ? ` · sustituye ${data.substituteUuid}` : ''}`}</Item>}
              {data.type === 'I' && <Item label="Disponible para notas de crédito">{formatMoney(data.creditable)}</Item>}
              {data.sources.length > 0 && <Item label="Pagos que cubre">{data.sources.slice(0, 20).map((s) => s.reference).join(', ') + (data.sources.length > 20 ? ` y ${data.sources.length - 20} más` : '')}</Item>}
            </SimpleGrid>
            <RelatedList title="Complementos de pago" documents={data.complements} onOpen={setOpenNote} withDate />
            <RelatedList title="Notas de crédito" documents={data.creditNotes} onOpen={setOpenNote} />
          </VStack>
        )}
      </ModalDialog>
      {data && (
        <>
          <FormDialog<{ motive: string; substituteUuid: string }>
            open={dialog === 'cancel'}
            onClose={() => setDialog(null)}
            title={`Cancelar ${cfdiFolio(data)}`}
            submitText="Cancelar ante el SAT"
            cancelText="Volver"
            initialValues={{ motive: '', substituteUuid: '' }}
            validationSchema={yup.object({
              motive: yup.string().required('Elija el motivo'),
              substituteUuid: yup.string().when('motive', ([motive]: string[], s: yup.StringSchema) => (motive === '01' ? s.required('El motivo 01 requiere el folio fiscal que la sustituye') : s)),
            })}
            onSubmit={async (values, helpers) => {
              try {
                await cancel.mutateAsync({ motive: values.motive as '01' | '02' | '03' | '04', substituteUuid: values.motive === '01' ? values.substituteUuid.trim() : undefined });
                notify.success('CFDI cancelado');
                setDialog(null);
              } catch (error) {
                reportError(error, helpers.setFieldError);
              }
            }}
          >
            <SelectField name="motive" label="Motivo de cancelación" required placeholder="Seleccione" options={CANCELLATION_MOTIVES.map((m) => ({ value: m.id, label: `${m.id} ${m.label}` }))} />
            <TextField name="substituteUuid" label="Folio fiscal (UUID) que la sustituye (sólo motivo 01)" />
          </FormDialog>
          <FormDialog<{ amount: string; description: string }>
            open={dialog === 'credit'}
            onClose={() => setDialog(null)}
            title={`Nota de crédito de ${cfdiFolio(data)}`}
            submitText="Timbrar nota de crédito"
            initialValues={{ amount: '', description: defaultCreditConcept(data.module) }}
            validationSchema={yup.object({
              amount: amountString({ required: true, format: 'amount', min: 0, minExclusive: true, messages: { min: 'El importe debe ser mayor que cero' } }),
              description: requiredString(),
            })}
            onSubmit={async (values, helpers) => {
              try {
                await credit.mutateAsync({ invoiceId: data.id, amount: values.amount, description: values.description });
                notify.success('Nota de crédito timbrada');
                setDialog(null);
              } catch (error) {
                reportError(error, helpers.setFieldError);
              }
            }}
          >
            <Text fontSize="sm">Disponible: {formatMoney(data.creditable)} (IVA incluido)</Text>
            <TextField name="amount" label="Importe con IVA" required />
            <TextField name="description" label="Concepto" required />
          </FormDialog>
          <FormDialog<{ to: string }>
            open={dialog === 'email'}
            onClose={() => setDialog(null)}
            title="Enviar XML y PDF por correo"
            submitText="Enviar"
            initialValues={{ to: '' }}
            validationSchema={yup.object({ to: emailString().required(MESSAGES.required) })}
            onSubmit={async (values, helpers) => {
              try {
                await email.mutateAsync(values.to);
                notify.success('Correo enviado');
                setDialog(null);
              } catch (error) {
                reportError(error, helpers.setFieldError);
              }
            }}
          >
            <TextField name="to" label="Correo del cliente" required />
          </FormDialog>
          {dialog === 'complement' && <PaymentComplementDialog invoice={data} payment={paymentDue} onClose={() => setDialog(null)} />}
          {/* SAT's substitution: the replacement is stamped first (relation 04 to this UUID), then this one is
              cancelled with motive 01 naming it. The receiver may be corrected on the way. */}
          <InvoiceCustomerDialog
            open={dialog === 'substitute'}
            onClose={() => setDialog(null)}
            title={`Sustituir ${cfdiFolio(data)}`}
            submitText="Timbrar sustituta y cancelar"
            initialValues={{ rfc: data.receiverRfc, name: data.receiverName, regime: data.receiverRegime, cfdiUse: data.cfdiUse, zip: data.receiverZip }}
            onSubmit={async (receiver) => {
              const replacement = await substitute.mutateAsync(receiver);
              notify.success(`Se timbró ${cfdiFolio(replacement)} y se canceló ${cfdiFolio(data)} con motivo 01`);
              setDialog(null);
            }}
          />
        </>
      )}
      {openNote !== null && <InvoiceDetailDialog invoiceId={openNote} onClose={() => setOpenNote(null)} canEdit={canEdit} canCredit={false} />}
    </>
  );
}
