// /rutas: the route tree editor (three levels) with add-child, edit and delete per route.
import { useState } from 'react';
import type { RouteTreeNode } from '@mikro/contracts';
import { toApiError } from '@mikro/api-client';
import { useCanOnShared } from '@mikro/session';
import { useSharedReferenceNote } from '../../shared/sharedReference';
import { Badge, Box, Button, Card, ConfirmDialog, ErrorState, HStack, Input, LoadingState, MenuIcon, notify, PageHeader, Stack, Text } from '@mikro/ui';
import { RouteFormDialog } from './RouteFormDialog';
import { useDeleteRoute, useRouteTree } from './useRoutes';
import { filterTree } from './filterTree';

type Editing = { route: RouteTreeNode | null; parentId: number | null } | null;

function RouteNode({ node, onEdit, onAdd, onDelete }: { node: RouteTreeNode; onEdit: (n: RouteTreeNode) => void; onAdd: (parentId: number) => void; onDelete: (n: RouteTreeNode) => void }) {
  const canCreate = useCanOnShared('crear');
  const canEdit = useCanOnShared('editar');
  const canDelete = useCanOnShared('eliminar');
  return (
    <Box pl={node.level === 1 ? 0 : 6} borderLeftWidth={node.level === 1 ? 0 : '2px'} borderColor="border.muted" ml={node.level === 1 ? 0 : 2}>
      <HStack py="1.5" gap="3" justify="space-between" wrap="wrap" _hover={{ bg: 'bg.muted' }} px="2" rounded="md">
        {/* The name, URL and badges wrap: on a phone a route with its five actions ran past the screen. */}
        <HStack gap="2" wrap="wrap" minW="0">
          <MenuIcon name={node.icon} />
          <Text fontWeight={node.level === 1 ? 'semibold' : 'normal'}>{node.name}</Text>
          {node.url && (
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {node.url}
            </Text>
          )}
          {!node.isActive && <Badge colorPalette="gray">Inactiva</Badge>}
          {!node.showInMenu && <Badge colorPalette="purple">Oculta en menú</Badge>}
          {node.actions.map((action) => (
            <Badge key={action} variant="outline" size="sm">
              {action}
            </Badge>
          ))}
          <Text fontSize="xs" color="fg.subtle">
            orden {node.order}
          </Text>
        </HStack>
        <HStack gap="1">
          {canCreate && node.level < 3 && (
            <Button size="xs" variant="ghost" onClick={() => onAdd(node.id)}>
              Agregar hija
            </Button>
          )}
          {canEdit && (
            <Button size="xs" variant="outline" onClick={() => onEdit(node)}>
              Editar
            </Button>
          )}
          {canDelete && (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(node)}>
              Eliminar
            </Button>
          )}
        </HStack>
      </HStack>
      {node.children.map((child) => (
        <RouteNode key={child.id} node={child} onEdit={onEdit} onAdd={onAdd} onDelete={onDelete} />
      ))}
    </Box>
  );
}

export function RoutesPage() {
  const tree = useRouteTree();
  const remove = useDeleteRoute();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RouteTreeNode | null>(null);
  const [text, setText] = useState('');
  const canCreate = useCanOnShared('crear');
  const visible = filterTree(tree.data ?? [], text);

  const description = useSharedReferenceNote('El árbol del menú: grupos, pantallas, iconos, orden y las acciones que ofrece cada ruta');
  return (
    <>
      <PageHeader
        title="Rutas"
        description={description}
        actions={
          canCreate && (
            <Button colorPalette="brand" onClick={() => setEditing({ route: null, parentId: null })}>
              Nueva ruta
            </Button>
          )
        }
      />
      <Card.Root>
        <Card.Body>
          <Input mb="3" maxW="sm" placeholder="Buscar por nombre o URL" aria-label="Buscar ruta" value={text} onChange={(event) => setText(event.target.value)} />
          {tree.isLoading ? (
            <LoadingState />
          ) : tree.error ? (
            <ErrorState message={toApiError(tree.error).message} onRetry={() => void tree.refetch()} />
          ) : visible.length === 0 ? (
            <Text color="fg.muted">No hay rutas que coincidan con la búsqueda</Text>
          ) : (
            <Stack gap="1">
              {visible.map((node) => (
                <RouteNode
                  key={node.id}
                  node={node}
                  onEdit={(route) => setEditing({ route, parentId: route.parentId })}
                  onAdd={(parentId) => setEditing({ route: null, parentId })}
                  onDelete={setDeleting}
                />
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      {editing && <RouteFormDialog route={editing.route} parentId={editing.parentId} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Eliminar ruta"
        body={deleting ? `Se eliminará la ruta «${deleting.name}» y los permisos que los roles tengan sobre ella. ¿Desea continuar?` : null}
        confirmText="Eliminar"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            notify.deleted();
          } catch (error) {
            notify.error(toApiError(error).message);
            throw error;
          }
        }}
      />
    </>
  );
}
