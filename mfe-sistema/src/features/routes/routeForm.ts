// The route editor's form: values, validation and the body the API takes.
import * as yup from 'yup';
import { FIELD_LIMITS, type RouteTreeInput, type RouteTreeNode } from '@mikro/contracts';
import { MESSAGES, requiredString } from '@mikro/ui';

export interface RouteFormValues {
  name: string;
  parentId: number | null;
  url: string;
  icon: string;
  order: number;
  isActive: boolean;
  showInMenu: boolean;
  actions: string[];
}

export const routeSchema = yup.object({
  name: requiredString().max(FIELD_LIMITS.routes.name),
  parentId: yup.number().nullable(),
  url: yup
    .string()
    .max(FIELD_LIMITS.routes.url)
    .matches(/^(\/[A-Za-z0-9/:_?-]*)?$/, 'La URL debe empezar con / y usar solo letras, números, -, _, :, ? y /'),
  icon: requiredString(),
  order: yup.number().typeError('Escriba un número').integer('Escriba un número entero').min(0, 'El orden no puede ser negativo').required(MESSAGES.required),
  isActive: yup.boolean(),
  showInMenu: yup.boolean(),
  actions: yup.array(yup.string().required()),
});

export function routeInitialValues(route: RouteTreeNode | null, parentId: number | null = null): RouteFormValues {
  return {
    name: route?.name ?? '',
    parentId: route ? route.parentId : parentId,
    url: route?.url ?? '',
    icon: route?.icon ?? 'circle',
    order: route?.order ?? 0,
    isActive: route?.isActive ?? true,
    showInMenu: route?.showInMenu ?? true,
    actions: route?.actions ?? ['ver'],
  };
}

export function toRouteInput(values: RouteFormValues): RouteTreeInput {
  const url = values.url.trim();
  return {
    name: values.name.trim(),
    parentId: values.parentId,
    url: url === '' ? null : url,
    icon: values.icon,
    order: Number(values.order),
    isActive: values.isActive,
    showInMenu: values.showInMenu,
    actions: url === '' ? [] : values.actions,
  };
}

/** Routes that may hold children (levels 1 and 2), labelled with their path in the tree, excluding a subtree. */
export function parentOptions(tree: RouteTreeNode[], excludeId: number | null): { value: number; label: string }[] {
  const options: { value: number; label: string }[] = [];
  const walk = (nodes: RouteTreeNode[], prefix: string) => {
    for (const node of nodes) {
      if (node.id === excludeId || node.level >= 3) continue;
      const label = prefix ? `${prefix} › ${node.name}` : node.name;
      options.push({ value: node.id, label });
      walk(node.children, label);
    }
  };
  walk(tree, '');
  return options;
}
