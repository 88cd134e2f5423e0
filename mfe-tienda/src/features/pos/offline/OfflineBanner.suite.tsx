import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { OfflineBanner } from './OfflineBanner';

describe('OfflineBanner', () => {
  it('says the counter is offline and counts the sales waiting', async () => {
    await renderScreen(<OfflineBanner online={false} waiting={3} refused={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión: puede seguir vendiendo en efectivo, con tarjeta o fiado dentro del crédito');
    expect(screen.getByRole('status')).toHaveTextContent('3 ventas por enviar.');
    expect(screen.getByRole('status')).toHaveTextContent('Las cotizaciones y devoluciones esperan a que vuelva la conexión.');
  });

  it('shows the sending and the refused sales once online, and nothing when all is sent', async () => {
    const { client } = await renderScreen(<OfflineBanner online waiting={1} refused={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Enviando 1 venta hecha sin conexión…');
    expect(screen.getByRole('status')).toHaveTextContent('1 venta que el servidor no aceptó');
    client.clear();
  });

  it('is gone online with nothing waiting', async () => {
    await renderScreen(<OfflineBanner online waiting={0} refused={0} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
