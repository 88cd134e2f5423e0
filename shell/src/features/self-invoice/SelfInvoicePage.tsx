// The public self-invoicing page (/autofactura/:code, no session): the customer who holds a ticket or receipt
// sees its summary, enters their fiscal data and downloads the stamped invoice; a ticket already invoiced says so
// (its files again only to the RFC that invoiced it). Loaded on its own (React.lazy) with the light sub-entries
// of @mikro/ui only, so it adds nothing to the login page's first load.
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import type { SelfInvoiceRequest, SelfInvoiceResult, SelfInvoiceTicket } from '@mikro/contracts';
import { selfInvoiceApi, selfInvoiceKeys, setServerFieldErrors, toApiError, type ApiError } from '@mikro/api-client';
import { formatDate, formatDateTime, formatMoney } from '@mikro/domain';
import { Alert, Badge, Box, Button, Center, ErrorState, HStack, Heading, LoadingState, Separator, Stack, Text, VStack } from '@mikro/ui/core';
import { emailString, MESSAGES, SubmitButton, TextField } from '@mikro/ui/forms';
import { EMPTY_RECEIVER, ReceiverFields, receiverSchema, type ReceiverValues } from '@mikro/ui/fields';

type FiscalValues = ReceiverValues & { email: string };

const fiscalSchema = receiverSchema.concat(yup.object({ email: emailString() }));
const KIND: Record<SelfInvoiceTicket['module'], string> = { 1: 'Ticket', 2: 'Recibo', 3: 'Recibo' };

/** The invoice of a 409 answered to the RFC that invoiced the ticket. */
function invoiceOf(error: ApiError): SelfInvoiceResult | null {
  const body = error.body as { invoice?: SelfInvoiceResult } | undefined;
  return body?.invoice ?? null;
}

function Notice({ status, title, children }: { status: 'error' | 'success' | 'info' | 'warning'; title: string; children?: ReactNode }) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

function Summary({ ticket }: { ticket: SelfInvoiceTicket }) {
  return (
    <VStack align="stretch" gap="1" aria-label="Resumen del ticket">
      <Text fontWeight="bold" fontSize="lg">
        {ticket.companyName}
      </Text>
      <Text color="fg.muted">Sucursal {ticket.branchOfficeName}</Text>
      <Separator my="2" />
      <HStack justify="space-between">
        <Text>
          {KIND[ticket.module]} {ticket.reference}
        </Text>
        <Text fontWeight="bold" fontSize="lg" data-testid="self-invoice-total">
          {formatMoney(ticket.total)}
        </Text>
      </HStack>
      <Text color="fg.muted">{formatDateTime(ticket.date)}</Text>
    </VStack>
  );
}

function InvoiceFiles({ invoice }: { invoice: SelfInvoiceResult }) {
  const stamped = invoice.status === 'timbrada';
  return (
    <VStack align="stretch" gap="3" aria-label="Su factura">
      <Notice status={stamped ? 'success' : 'info'} title={stamped ? `Factura ${invoice.serie}-${invoice.folio} timbrada` : 'Su factura quedó pendiente de timbrar'}>
        {stamped ? `A nombre de ${invoice.receiverName} (${invoice.receiverRfc}) por ${formatMoney(invoice.total)}.` : 'El servicio de timbrado no respondió; se reintentará y, si dio un correo, la factura le llegará ahí en cuanto quede timbrada. También puede volver a abrir este enlace más tarde.'}
      </Notice>
      {invoice.sandbox && (
        <Badge colorPalette="orange" alignSelf="start">
          Timbre de prueba sin validez fiscal
        </Badge>
      )}
      {invoice.uuid && (
        <Text fontSize="sm" wordBreak="break-all">
          Folio fiscal: {invoice.uuid}
        </Text>
      )}
      {invoice.downloads && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <Button asChild>
            <a href={invoice.downloads.pdf} download>
              Descargar PDF
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={invoice.downloads.xml} download>
              Descargar XML
            </a>
          </Button>
        </Stack>
      )}
      {invoice.downloads && <Text fontSize="xs" color="fg.muted">Los enlaces de descarga valen hasta el {formatDate(invoice.downloads.expiresAt)}.</Text>}
      {invoice.emailedTo && <Text fontSize="sm">Enviamos el XML y el PDF a {invoice.emailedTo}.</Text>}
    </VStack>
  );
}

function FiscalForm({ code, onInvoiced, onRefused }: { code: string; onInvoiced: (invoice: SelfInvoiceResult) => void; onRefused: () => void }) {
  const [error, setError] = useState<string | null>(null);
  // The page shows the files at once; a refusal that changes the ticket (404, 409) refetches it through onRefused.
  const invoicing = useMutation({ mutationFn: (body: SelfInvoiceRequest) => selfInvoiceApi.invoice(body) });
  const submit = async (values: FiscalValues, helpers: FormikHelpers<FiscalValues>) => {
    setError(null);
    try {
      onInvoiced(await invoicing.mutateAsync({ code, ...values, rfc: values.rfc.trim().toUpperCase(), email: values.email.trim() }));
    } catch (failure) {
      const apiError = setServerFieldErrors(failure, helpers.setFieldError);
      const invoice = apiError.statusCode === 409 ? invoiceOf(apiError) : null;
      if (invoice) return onInvoiced(invoice);
      setError(apiError.message);
      if (apiError.statusCode === 409 || apiError.statusCode === 404) onRefused();
    }
  };
  return (
    <Formik<FiscalValues> initialValues={{ ...EMPTY_RECEIVER, email: '' }} validationSchema={fiscalSchema} onSubmit={submit}>
      <Form aria-label="Datos fiscales" noValidate>
        <VStack align="stretch" gap="4">
          <Heading size="md">Sus datos fiscales</Heading>
          <Text fontSize="sm" color="fg.muted">
            Escríbalos como aparecen en su constancia de situación fiscal.
          </Text>
          {error && <Notice status="error" title={error} />}
          <ReceiverFields />
          <TextField name="email" type="email" label="Correo electrónico (opcional, para enviarle la factura)" />
          <SubmitButton>Obtener factura</SubmitButton>
        </VStack>
      </Form>
    </Formik>
  );
}

/** A lost page: the files again, for the RFC that invoiced the ticket. */
function DownloadAgain({ code, onFound }: { code: string; onFound: (invoice: SelfInvoiceResult) => void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Formik
      initialValues={{ rfc: '' }}
      validationSchema={yup.object({ rfc: yup.string().trim().required(MESSAGES.required) })}
      onSubmit={async ({ rfc }) => {
        setError(null);
        try {
          onFound(await selfInvoiceApi.downloads(code, rfc.trim().toUpperCase()));
        } catch (failure) {
          setError(toApiError(failure).message);
        }
      }}
    >
      <Form aria-label="Descargar de nuevo" noValidate>
        <VStack align="stretch" gap="3">
          <Text fontSize="sm">¿Usted la solicitó? Escriba su RFC para descargarla de nuevo.</Text>
          {error && <Notice status="error" title={error} />}
          <TextField name="rfc" label="RFC" />
          <SubmitButton variant="outline">Descargar de nuevo</SubmitButton>
        </VStack>
      </Form>
    </Formik>
  );
}

function Body({ code }: { code: string }) {
  const client = useQueryClient();
  const [invoice, setInvoice] = useState<SelfInvoiceResult | null>(null);
  const ticket = useQuery({ queryKey: selfInvoiceKeys.ticket(code), queryFn: () => selfInvoiceApi.ticket(code), retry: false, staleTime: Infinity });
  if (ticket.isLoading) return <LoadingState label="Buscando su ticket…" />;
  if (ticket.error) {
    const error = toApiError(ticket.error);
    if (error.statusCode === 404 || error.statusCode === 400) return <Notice status="warning" title="Enlace no válido">{error.statusCode === 404 ? error.message : 'El enlace está incompleto; revise que lo copió entero.'}</Notice>;
    return <ErrorState message={error.message} onRetry={() => void ticket.refetch()} />;
  }
  const data = ticket.data!;
  return (
    <VStack align="stretch" gap="5">
      <Summary ticket={data} />
      {invoice ? (
        <InvoiceFiles invoice={invoice} />
      ) : data.state === 'disponible' ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            Puede facturarlo hasta el {formatDate(data.lastDay)}.
          </Text>
          <FiscalForm code={code} onInvoiced={setInvoice} onRefused={() => void client.invalidateQueries({ queryKey: selfInvoiceKeys.ticket(code) })} />
        </>
      ) : (
        <>
          {data.state === 'facturado' ? (
            <Notice status="info" title={data.message ?? 'Este ticket ya fue facturado.'} />
          ) : (
            <Notice status="warning" title="Este ticket no se puede facturar">
              {data.message}
            </Notice>
          )}
          {data.state === 'facturado' && <DownloadAgain code={code} onFound={setInvoice} />}
        </>
      )}
    </VStack>
  );
}

export default function SelfInvoicePage() {
  const { code = '' } = useParams();
  return (
    <Center minHeight="100vh" bg="bg.subtle" p={{ base: '3', sm: '6' }} alignItems={{ base: 'start', sm: 'center' }}>
      <VStack gap="4" width="full" maxWidth="560px">
        <VStack gap="0">
          <Heading size="xl" as="h1">
            Facturación en línea
          </Heading>
          <Text color="fg.muted">Obtenga la factura (CFDI 4.0) de su compra</Text>
        </VStack>
        <Box width="full" bg="bg.panel" p={{ base: '4', sm: '6' }} rounded="lg" borderWidth="1px" shadow="sm">
          <Body code={code} />
        </Box>
      </VStack>
    </Center>
  );
}
