// The route tree (three levels) with a checkbox per route and per action; saving replaces the role's permissions.
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import type { RoleRecord, RouteTreeNode } from '@mikro/contracts';
import { toApiError } from '@mikro/api-client';
import { refreshMe, userAtom } from '@mikro/session';
import { Box, Button, Checkbox, ErrorState, HStack, LoadingState, MenuIcon, ModalDialog, notify, Stack, Text } from '@mikro/ui';
import { usePermissionTree, useRolePermissions, useSaveRolePermissions } from './useRolePermissions';
import {
  actionLabel,
  fromRolePermissions,
  lockedAction,
  subtreeState,
  toggleAction,
  toggleSubtree,
  toPayload,
  type CheckState,
  type PermissionSet,
} from './permissionSet';

interface PermissionEditorProps {
  role: RoleRecord;
  onClose: () => void;
}

/**
 * `routeLabelId`: the element naming the route an action belongs to, read after the action's own label, so a
 * screen reader says «Ver Usuarios (/usuarios)» instead of a bare «Ver». `labelId`: this box's own label's id.
 */
function TreeCheckbox({ label, labelId, routeLabelId, checked, onChange, disabled }: { label: string; labelId: string; routeLabelId?: string; checked: CheckState; onChange: (on: boolean) => void; disabled?: boolean }) {
  return (
    <Checkbox.Root size="sm" ids={{ label: labelId }} checked={checked} disabled={disabled} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput {...(routeLabelId ? { 'aria-labelledby': `${labelId} ${routeLabelId}` } : {})} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function RouteRow({ node, set, isAdminRole, onChange }: { node: RouteTreeNode; set: PermissionSet; isAdminRole: boolean; onChange: (next: PermissionSet) => void }) {
  const held = set.get(node.id);
  const locked = lockedAction(node, isAdminRole);
  const hasSubtree = node.children.length > 0 || node.actions.length > 0;
  const routeName = `${node.name}${node.url ? ` (${node.url})` : ''}`;
  const routeLabelId = `permission-route-${node.id}`;
  return (
    <Box pl={node.level === 1 ? 0 : 5} py="1" borderTopWidth={node.level === 1 ? '1px' : 0}>
      <HStack gap="3" wrap="wrap" align="center">
        <HStack minW="260px" gap="2">
          <MenuIcon name={node.icon} />
          {hasSubtree ? (
            <TreeCheckbox
              label={routeName}
              labelId={routeLabelId}
              checked={subtreeState(set, node)}
              onChange={(on) => onChange(toggleSubtree(set, node, on, isAdminRole))}
            />
          ) : (
            <Text fontSize="sm">{node.name}</Text>
          )}
        </HStack>
        {node.actions.map((action) => (
          <TreeCheckbox
            key={action}
            label={actionLabel(action)}
            labelId={`${routeLabelId}-${action}`}
            routeLabelId={routeLabelId}
            checked={held?.has(action) ?? false}
            disabled={locked === action}
            onChange={(on) => onChange(toggleAction(set, node, action, on, isAdminRole))}
          />
        ))}
      </HStack>
      {node.children.map((child) => (
        <RouteRow key={child.id} node={child} set={set} isAdminRole={isAdminRole} onChange={onChange} />
      ))}
    </Box>
  );
}

export function PermissionEditor({ role, onClose }: PermissionEditorProps) {
  const user = useAtomValue(userAtom);
  const isAdminRole = role.id === 1 || role.name === 'Desarrollador';
  const tree = usePermissionTree();
  const granted = useRolePermissions(role.id);
  const saveSet = useSaveRolePermissions(role.id);
  const [edited, setSet] = useState<PermissionSet | null>(null);
  // Busy until the menu is refreshed too, not only while the request runs.
  const [saving, setSaving] = useState(false);
  // Until the first click the editor shows what the role holds.
  const set = edited ?? (granted.data ? fromRolePermissions(granted.data) : null);

  const save = async () => {
    if (!set) return;
    setSaving(true);
    try {
      await saveSet.mutateAsync(toPayload(set));
      notify.updated();
      // The side menu follows at once when the edited role is the signed-in user's.
      if (user?.role.id === role.id) await refreshMe();
      onClose();
    } catch (error) {
      notify.error(toApiError(error).message);
    } finally {
      setSaving(false);
    }
  };

  const failed = tree.error ?? granted.error;
  return (
    <ModalDialog
      title={`Permisos de ${role.name}`}
      onClose={onClose}
      busy={saving}
      size="xl"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button colorPalette="brand" onClick={() => void save()} loading={saving} disabled={!set}>
            Guardar permisos
          </Button>
        </>
      }
    >
      {failed ? (
        <ErrorState message={toApiError(failed).message} onRetry={() => void Promise.all([tree.refetch(), granted.refetch()])} />
      ) : !tree.data || !set ? (
        <LoadingState />
      ) : (
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted" mb="2">
            Marque las rutas y acciones que este rol puede usar. El menú y la API aplican los cambios en la siguiente petición.
          </Text>
          {tree.data.map((node) => (
            <RouteRow key={node.id} node={node} set={set} isAdminRole={isAdminRole} onChange={setSet} />
          ))}
        </Stack>
      )}
    </ModalDialog>
  );
}
