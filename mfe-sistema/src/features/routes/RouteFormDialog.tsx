import type { RouteTreeNode } from '@mikro/contracts';
import { setServerFieldErrors } from '@mikro/api-client';
import { CheckboxGroupField, FormDialog, notify, SelectField, SimpleGrid, SwitchField, TextField } from '@mikro/ui';
import { IconPickerField } from './IconPickerField';
import { useRouteActions, useRouteTree, useSaveRoute } from './useRoutes';
import { parentOptions, routeInitialValues, routeSchema, toRouteInput, type RouteFormValues } from './routeForm';

interface RouteFormDialogProps {
  /** null creates a route (under `parentId` when given). */
  route: RouteTreeNode | null;
  parentId?: number | null;
  onClose: () => void;
}

export function RouteFormDialog({ route, parentId = null, onClose }: RouteFormDialogProps) {
  const tree = useRouteTree();
  const actions = useRouteActions();
  const save = useSaveRoute();
  return (
    <FormDialog<RouteFormValues>
      open
      onClose={onClose}
      size="lg"
      title={route ? 'Editar ruta' : 'Nueva ruta'}
      initialValues={routeInitialValues(route, parentId)}
      validationSchema={routeSchema}
      onSubmit={async (values, helpers) => {
        try {
          await save.mutateAsync({ id: route ? route.id : null, input: toRouteInput(values) });
          if (route) notify.updated();
          else notify.created();
          onClose();
        } catch (error) {
          setServerFieldErrors(error, helpers.setFieldError);
          notify.saveError();
        }
      }}
    >
      <SimpleGrid columns={2} gap="3">
        <TextField name="name" label="Nombre" required />
        <TextField name="url" label="URL" helper="Vacía para un grupo del menú" />
        <SelectField name="parentId" label="Ruta padre" placeholder="Sin padre (primer nivel)" options={parentOptions(tree.data ?? [], route?.id ?? null)} />
        <TextField name="order" type="number" label="Orden" required />
      </SimpleGrid>
      <IconPickerField name="icon" label="Icono" />
      <CheckboxGroupField<string> name="actions" label="Acciones que ofrece" direction="row" options={(actions.data ?? []).map((action) => ({ value: action.key, label: action.name }))} />
      <SimpleGrid columns={2} gap="3">
        <SwitchField name="isActive" label="Ruta activa" />
        <SwitchField name="showInMenu" label="Visible en el menú" />
      </SimpleGrid>
    </FormDialog>
  );
}
