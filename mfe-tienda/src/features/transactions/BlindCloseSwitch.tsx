// The branch office's blind close, switched by a supervisor of the point of sale where the registers are reviewed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cashRegisterApi, toApiError } from '@mikro/api-client';
import { useCanOn } from '@mikro/session';
import { notify, Switch, Text, VStack } from '@mikro/ui';
import { posKeys } from '../../shared/queryKeys';

export function BlindCloseSwitch() {
  const canSupervise = useCanOn('/ventas', 'supervisar');
  const client = useQueryClient();
  const settings = useQuery({ queryKey: posKeys.registerSettings(), queryFn: () => cashRegisterApi.settings(), enabled: canSupervise });
  const save = useMutation({
    mutationFn: (blindClose: boolean) => cashRegisterApi.saveSettings({ blindClose }),
    onSuccess: (saved) => {
      client.setQueryData(posKeys.registerSettings(), saved);
      notify.success(saved.blindClose ? 'Cierre a ciegas activado: las cajas de esta sucursal capturan lo contado antes de ver lo esperado' : 'Cierre a ciegas desactivado en esta sucursal');
    },
    onError: (error) => notify.error(`No se pudo cambiar el cierre de caja: ${toApiError(error).message}`),
  });
  if (!canSupervise || !settings.data) return null;
  return (
    <VStack align="start" gap="0" mb="3">
      <Switch.Root checked={settings.data.blindClose} disabled={save.isPending} onCheckedChange={(details) => save.mutate(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Cierre de caja a ciegas en esta sucursal</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        El cajero escribe lo contado de cada forma de pago antes de ver lo esperado y las diferencias.
      </Text>
    </VStack>
  );
}
