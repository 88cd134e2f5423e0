// Picks a menu icon from the helpers catalogue (GET api/icons), falling back to the icons the UI can draw.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { helpersApi, queryKeys } from '@mikro/api-client';
import { Box, Field, IconButton, Input, MENU_ICONS, MenuIcon, SimpleGrid, Text, useFormikContext } from '@mikro/ui';

const ICONS_QUERY = { limit: 1000 };

export function IconPickerField({ name, label }: { name: string; label: string }) {
  const formik = useFormikContext<Record<string, unknown>>();
  const value = String(formik.values[name] ?? '');
  // Each icon says which route it is for: «Icono users de la ruta Usuarios».
  const routeName = String(formik.values.name ?? '').trim();
  const forRoute = routeName === '' ? 'de la ruta nueva' : `de la ruta ${routeName}`;
  const [filter, setFilter] = useState('');
  const catalog = useQuery({
    queryKey: queryKeys.helpers.list('icons', ICONS_QUERY),
    queryFn: () => helpersApi.list<{ code: string; name: string }>('icons', ICONS_QUERY),
    staleTime: Infinity,
  });
  const names = useMemo(() => {
    const all = catalog.data?.data.map((icon) => icon.code) ?? Object.keys(MENU_ICONS);
    const text = filter.trim().toLowerCase();
    return all.filter((icon) => icon.includes(text));
  }, [catalog.data, filter]);

  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" placeholder="Buscar icono" value={filter} onChange={(event) => setFilter(event.target.value)} aria-label={`Buscar icono ${forRoute}`} />
      <Box maxH="150px" overflowY="auto" w="full" mt="2" borderWidth="1px" rounded="md" p="1">
        <SimpleGrid columns={10} gap="1">
          {names.map((icon) => (
                <IconButton
                  key={icon}
                  title={icon}
                  size="sm"
                  aria-label={`Icono ${icon} ${forRoute}`}
                  aria-pressed={icon === value}
                  variant={icon === value ? 'solid' : 'ghost'}
                  colorPalette={icon === value ? 'brand' : 'gray'}
                  onClick={() => void formik.setFieldValue(name, icon)}
                >
                  <MenuIcon name={icon} />
                </IconButton>
          ))}
        </SimpleGrid>
      </Box>
      <Text fontSize="xs" color="fg.muted">
        Seleccionado: {value || 'ninguno'}
      </Text>
    </Field.Root>
  );
}
