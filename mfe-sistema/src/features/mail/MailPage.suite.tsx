// @test-environment jsdom
import '@mikro/ui/test-setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { MailAttachmentInfo, MailDelivery, MailMessage, Paginated } from '@mikro/contracts';
import { mailApi, mailMessagesApi, type QueryParams } from '@mikro/api-client';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { MailPage } from './MailPage';

const message = (id: number, patch: Partial<MailMessage> = {}): MailMessage => ({
  id,
  kind: 'password-reset',
  toAddress: `usuario${id}@mikro.mx`,
  subject: `Restablecer su contraseña ${id}`,
  text: 'Hola, Ana:\n\nAbra este enlace en la próxima hora:\nhttp://localhost:3000/reset-password/abc',
  status: 'queued',
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2026-11-28T16:00:00.000Z',
  sentAt: null,
  createdAt: '2026-11-28T16:00:00.000Z',
  updatedAt: '2026-11-28T16:00:00.000Z',
  ...patch,
});

const xmlFile: MailAttachmentInfo = { id: 30, messageId: 2, position: 0, fileName: 'F-12.xml', contentType: 'application/xml', size: 900 };
const pdfFile: MailAttachmentInfo = { id: 31, messageId: 2, position: 1, fileName: 'F-12.pdf', contentType: 'application/pdf', size: 48_128 };
// The attachments arrive in any order; the dialog lists them by position.
const invoice = message(2, {
  kind: 'invoice',
  toAddress: 'cliente@example.com',
  subject: 'Factura F-12',
  text: 'Adjuntamos el CFDI F-12 en XML y PDF.',
  status: 'failed',
  attempts: 5,
  lastError: '550 Buzón inexistente',
  attachments: [pdfFile, xmlFile],
});

const paged = (data: MailMessage[]): Paginated<MailMessage> => ({ data, count: data.length, total: data.length, page: 1, pageCount: 1 });
const NO_SMTP: MailDelivery = { smtp: false, from: 'Mikro ERP <no-reply@mikro.mx>' };

let listPaged: jest.SpiedFunction<typeof mailMessagesApi.listPaged>;

function grant(actions: string[]) {
  sessionStore.set(menuAtom, [aMenuItem(141, '/system/correos', actions)]);
  sessionStore.set(currentPathAtom, '/system/correos');
}

beforeEach(() => {
  grant(['ver', 'editar']);
  listPaged = jest.spyOn(mailMessagesApi, 'listPaged').mockResolvedValue(paged([message(1), invoice]));
  jest.spyOn(mailApi, 'delivery').mockResolvedValue(NO_SMTP);
  jest.spyOn(mailApi, 'message').mockImplementation(async (id) => (id === invoice.id ? invoice : { ...message(id), attachments: [] }));
});

afterEach(() => {
  jest.restoreAllMocks();
});

const lastQuery = (): QueryParams => listPaged.mock.calls.at(-1)?.[0] ?? {};

describe('MailPage: the outbox', () => {
  it('lists each message with its recipient, subject, state and attempts, and says mail stays here without SMTP', async () => {
    await renderScreen(<MailPage />);
    const row = (await screen.findByText('cliente@example.com')).closest('tr')!;
    expect(within(row).getByText('Factura F-12')).toBeInTheDocument();
    expect(within(row).getByText('Fallido')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(within(screen.getByText('usuario1@mikro.mx').closest('tr')!).getByText('En cola')).toBeInTheDocument();
    expect(await screen.findByText(/No hay un servidor de correo configurado \(SMTP_URL\)/)).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ page: 1, sort: [{ field: 'createdAt', order: 'DESC' }] });
  });

  it('searches in the recipient and the subject, and filters by state', async () => {
    const user = userEvent.setup();
    await renderScreen(<MailPage />);
    await screen.findByText('cliente@example.com');

    await user.type(screen.getByPlaceholderText('Buscar por destinatario o asunto'), 'factura');
    await waitFor(() =>
      expect(lastQuery().search).toEqual({ $and: [{ $or: [{ toAddress: { $contL: 'factura' } }, { subject: { $contL: 'factura' } }] }] }),
    );

    await user.selectOptions(screen.getByLabelText('Filtrar por estado'), 'Fallido');
    await waitFor(() =>
      expect(lastQuery().search).toEqual({ $and: [{ status: { $eq: 'failed' } }, { $or: [{ toAddress: { $contL: 'factura' } }, { subject: { $contL: 'factura' } }] }] }),
    );
  });

  it('says so when nothing was sent yet', async () => {
    listPaged.mockResolvedValue(paged([]));
    await renderScreen(<MailPage />);
    expect(await screen.findByText('Aún no se ha enviado ningún correo')).toBeInTheDocument();
  });
});

describe('MailPage: a message', () => {
  it('shows the text, the delivery error and the attachments in order, each one downloadable, and the whole .eml', async () => {
    const downloadAttachment = jest.spyOn(mailApi, 'downloadAttachment').mockResolvedValue(undefined);
    const downloadEml = jest.spyOn(mailApi, 'downloadEml').mockResolvedValue(undefined);
    const user = userEvent.setup();
    await renderScreen(<MailPage />);
    await user.click(await screen.findByRole('button', { name: 'Ver el correo Factura F-12 a cliente@example.com' }));

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Adjuntamos el CFDI F-12 en XML y PDF.')).toBeInTheDocument();
    expect(within(dialog).getByText('550 Buzón inexistente')).toBeInTheDocument();
    expect(within(dialog).getByText('Factura')).toBeInTheDocument();
    const downloads = within(dialog).getAllByRole('button', { name: /^Descargar F-12/ });
    expect(downloads.map((button) => button.getAttribute('aria-label'))).toEqual(['Descargar F-12.xml', 'Descargar F-12.pdf']);
    expect(within(dialog).getByText('(47.0 KB)')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Descargar F-12.pdf' }));
    expect(downloadAttachment).toHaveBeenCalledWith(pdfFile);
    await user.click(within(dialog).getByRole('button', { name: 'Descargar .eml' }));
    expect(downloadEml).toHaveBeenCalledWith(invoice.id);
  });

  it('queues a failed message again', async () => {
    const retry = jest.spyOn(mailApi, 'retry').mockResolvedValue({ id: invoice.id, status: 'queued' });
    const user = userEvent.setup();
    await renderScreen(<MailPage />);
    await user.click(await screen.findByRole('button', { name: 'Ver el correo Factura F-12 a cliente@example.com' }));
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Reintentar envío' }));
    expect(retry).toHaveBeenCalledWith(invoice.id);
  });

  it('offers no retry without the edit permission, nor for a message that did not fail', async () => {
    grant(['ver']);
    const user = userEvent.setup();
    await renderScreen(<MailPage />);
    await user.click(await screen.findByRole('button', { name: 'Ver el correo Factura F-12 a cliente@example.com' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Adjuntamos el CFDI F-12 en XML y PDF.');
    expect(within(dialog).queryByRole('button', { name: 'Reintentar envío' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Descargar .eml' })).toBeInTheDocument();
  });

  it('shows that a message has no attachments', async () => {
    const user = userEvent.setup();
    await renderScreen(<MailPage />);
    await user.click(await screen.findByRole('button', { name: 'Ver el correo Restablecer su contraseña 1 a usuario1@mikro.mx' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Este correo no tiene archivos adjuntos.')).toBeInTheDocument();
    expect(within(dialog).getByText(/reset-password\/abc/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reintentar envío' })).not.toBeInTheDocument();
  });
});
