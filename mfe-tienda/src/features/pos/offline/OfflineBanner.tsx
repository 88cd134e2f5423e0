import { memo } from 'react';
import { Alert } from '@mikro/ui';

/**
 * Tells the cashier the counter sells without a connection, and how many sales wait to be sent. Memoised: the
 * counter re-renders on every scan and charge, the banner only when its counts change.
 */
export const OfflineBanner = memo(function OfflineBanner({ online, waiting, refused }: { online: boolean; waiting: number; refused: number }) {
  if (online && waiting === 0 && refused === 0) return null;
  const sales = (count: number) => (count === 1 ? '1 venta' : `${count} ventas`);
  const title = online ? `Enviando ${waiting === 1 ? '1 venta hecha' : `${waiting} ventas hechas`} sin conexión…` : 'Sin conexión: puede seguir vendiendo en efectivo, con tarjeta o fiado dentro del crédito';
  return (
    <Alert.Root status={online ? 'info' : 'warning'} role="status" data-testid="offline-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          {waiting > 0 ? `${sales(waiting)} por enviar.` : 'No hay ventas por enviar.'}
          {refused > 0 ? ` ${sales(refused)} que el servidor no aceptó: quedan en este equipo; avise a su supervisor.` : ''}
          {!online ? ' Las cotizaciones y devoluciones esperan a que vuelva la conexión.' : ''}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
});
