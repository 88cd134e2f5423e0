import { Navigate, Link as RouterLink, useOutletContext } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { currentBranchOfficeAtom, currentCycleAtom, enabledModulesAtom, menuAtom, userAtom } from '@mikro/session';
import type { ShellOutletContext } from '../../shared/outlet-context';
import { menuHref } from '../../shared/menu-href';
import { MODULE_TYPE_LABELS } from '@mikro/domain';
import { Badge, Card, Heading, HStack, Link, SimpleGrid, Text, VStack } from '@mikro/ui/core';
import { MenuIcon } from '@mikro/ui/icons';
import type { MenuItem } from '@mikro/contracts';
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { queryKeys, remotesApi } from '@mikro/api-client';
import { loadSharedUi } from '../../shared/remotes/shared-ui';
import { landingPath } from './landing';

/** The dashboard widget exposed by mfe-reportes ('./dashboard': mount(element) → unmount); nothing if it cannot load. */
function ReportsDashboard() {
  const element = useRef<HTMLDivElement>(null);
  const { data: remotes } = useQuery({ queryKey: queryKeys.remotes.list(), queryFn: () => remotesApi.list() });
  const remote = remotes?.find((r) => r.name === 'mfe_reportes');
  useEffect(() => {
    if (!remote || !element.current) return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    registerRemotes([{ name: remote.name, entry: new URL(remote.manifestUrl, window.location.origin).href }]);
    loadSharedUi()
      .then(() => loadRemote<{ mount: (target: HTMLElement) => () => void }>(`${remote.name}/dashboard`))
      .then((widget) => {
        if (!cancelled && widget && element.current) unmount = widget.mount(element.current);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      // The widget is another React root: unmount it after this commit.
      const stop = unmount;
      if (stop) setTimeout(stop, 0);
    };
  }, [remote]);
  return <div ref={element} />;
}

function leafRoutes(item: MenuItem): MenuItem[] {
  if (!item.showInMenu) return [];
  return item.children.length === 0 ? (item.url ? [item] : []) : item.children.flatMap(leafRoutes);
}

/** The index page: who and where the user is, and a way into every area the role can use. */
export function IndexPage() {
  const user = useAtomValue(userAtom);
  const branchOffice = useAtomValue(currentBranchOfficeAtom);
  const cycle = useAtomValue(currentCycleAtom);
  const modules = useAtomValue(enabledModulesAtom);
  const groups = useOutletContext<ShellOutletContext>().menu.filter((item) => item.children.length > 0);
  const landing = landingPath(useAtomValue(menuAtom));
  if (landing) return <Navigate to={landing} replace />;

  return (
    <VStack align="stretch" gap="6">
      <VStack align="start" gap="1">
        <Heading size="xl">Hola, {user?.name}</Heading>
        <Text color="fg.muted">
          {branchOffice?.name ?? 'Sin sucursal'} · Ciclo {cycle?.name ?? 'sin asignar'}
        </Text>
        <HStack>
          {[...modules].sort().map((module) => (
            <Badge key={module} colorPalette="blue">
              {MODULE_TYPE_LABELS[module]}
            </Badge>
          ))}
        </HStack>
      </VStack>
      <ReportsDashboard />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {groups.map((group) => (
          <Card.Root key={group.id} size="sm">
            <Card.Header>
              <HStack>
                <MenuIcon name={group.icon} size={18} />
                <Heading size="sm">{group.name}</Heading>
              </HStack>
            </Card.Header>
            <Card.Body>
              <VStack align="start" gap="1">
                {leafRoutes(group)
                  .slice(0, 6)
                  .map((route) => (
                    <Link asChild key={route.id} fontSize="sm">
                      <RouterLink to={menuHref(route.url)}>{route.name}</RouterLink>
                    </Link>
                  ))}
              </VStack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </VStack>
  );
}
