import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { FamilyMessage } from '@mikro/contracts';
import { portalAccountApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { FamilyMessagesPanel } from './FamilyMessagesPanel';

const message = (id: number, kind: FamilyMessage['kind'], status: FamilyMessage['status'], attempts = 1): FamilyMessage => ({
  id, kind, status, attempts, toAddress: 'rosa@familia.mx', subject: `Asunto ${id}`, createdAt: '2026-01-05T16:00:00.000Z', sentAt: null,
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('FamilyMessagesPanel', () => {
  it('lists the family’s e-mails with their purpose and delivery state', async () => {
    const read = jest.spyOn(portalAccountApi, 'familyMessages').mockResolvedValue([message(2, 'reminder', 'queued', 3), message(1, 'invitation', 'sent')]);
    await renderScreen(<FamilyMessagesPanel familyId={9} />);
    const reminder = (await screen.findByText('Asunto 2')).closest('tr')!;
    expect(within(reminder).getByText('Recordatorio de pago')).toBeInTheDocument();
    expect(within(reminder).getByText('En cola · 3 intentos')).toBeInTheDocument();
    const invitation = screen.getByText('Asunto 1').closest('tr')!;
    expect(within(invitation).getByText('Invitación al portal')).toBeInTheDocument();
    expect(within(invitation).getByText('Enviado')).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith(9);
  });

  it('says when nothing was sent yet', async () => {
    jest.spyOn(portalAccountApi, 'familyMessages').mockResolvedValue([]);
    await renderScreen(<FamilyMessagesPanel familyId={9} />);
    expect(await screen.findByText('Aún no se ha enviado ningún correo a esta familia')).toBeInTheDocument();
  });
});
