// /empresa: which branch offices are in SAT's border region. Only there are products taxed at IVA 8 % sold; the
// company must have filed SAT's notice for that establishment.
import { useQuery } from '@tanstack/react-query';
import { billingKeys, useBillingMutation } from '@mikro/api-client';
import { Card, ErrorState, Heading, LoadingState, Switch, Text, VStack, notify } from '@mikro/ui';
import { reportError } from '../../shared/errors';
import { borderRegionApi } from './borderRegionApi';

export function BorderRegionCard({ canEdit }: { canEdit: boolean }) {
  const branches = useQuery({ queryKey: billingKeys.borderRegion(), queryFn: borderRegionApi.list });
  const set = useBillingMutation(borderRegionApi.set);
  const toggle = (id: number, borderRegion: boolean) =>
    set.mutateAsync({ id, borderRegion }).then(
      () => notify.updated(),
      (error: unknown) => reportError(error),
    );
  return (
    <Card.Root>
      <Card.Header>
        <Heading size="md">Región fronteriza (IVA de 8 %)</Heading>
        <Text fontSize="sm" color="fg.muted">
          Marque sólo las sucursales ubicadas en la región fronteriza norte o sur para las que la empresa presentó el aviso del SAT: ahí se venden con IVA de 8 % los productos que lo llevan; las demás sucursales no los venden.
        </Text>
      </Card.Header>
      <Card.Body>
        {branches.isLoading && <LoadingState />}
        {branches.error && <ErrorState message={branches.error.message} onRetry={() => void branches.refetch()} />}
        <VStack align="stretch" gap="2">
          {(branches.data ?? []).map((branch) => (
            <Switch.Root key={branch.id} checked={branch.borderRegion} disabled={!canEdit || set.isPending} onCheckedChange={(details) => void toggle(branch.id, details.checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{branch.name}</Switch.Label>
            </Switch.Root>
          ))}
        </VStack>
      </Card.Body>
    </Card.Root>
  );
}
