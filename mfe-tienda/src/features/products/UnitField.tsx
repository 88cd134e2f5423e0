import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { helpersApi, queryKeys } from '@mikro/api-client';
import { displayUnitOfSatUnit, SAT_UNITS } from '@mikro/domain';
import { Box, Button, Field, Input, SelectInput, useFormikContext, VStack } from '@mikro/ui';
import type { ProductFormValues } from './productForm';

interface MeasureUnit {
  code: string;
  name: string;
}

/** SAT unit key: the product's usual units in a list, any other searched in api/measure-units. */
export function UnitField() {
  const { values, setValues } = useFormikContext<ProductFormValues>();
  // The sale unit follows the SAT unit (a KGM product is weighed, an LTR one measured); it can still be changed after.
  const chooseUnit = (unit: string) => void setValues({ ...values, unitMeasurement: unit, unity: displayUnitOfSatUnit(unit) });
  const [text, setText] = useState('');
  const params = { search: text.trim(), limit: 8 };
  const results = useQuery({
    queryKey: queryKeys.helpers.list('measure-units', params),
    queryFn: () => helpersApi.list<MeasureUnit>('measure-units', params),
    enabled: params.search.length >= 2,
    staleTime: 60_000,
  });
  const options = SAT_UNITS.map((unit) => ({ value: unit.key, label: `${unit.key} · ${unit.name}` }));
  // A unit found by the search (or saved before) is not among the usual ones: it shows by its key alone.
  if (values.unitMeasurement && !options.some((unit) => unit.value === values.unitMeasurement)) options.unshift({ value: values.unitMeasurement, label: values.unitMeasurement });
  return (
    <Field.Root required>
      <Field.Label>
        Unidad SAT
        <Field.RequiredIndicator />
      </Field.Label>
      <SelectInput label="Unidad SAT" options={options} value={values.unitMeasurement} onChange={chooseUnit} />
      <Input size="xs" mt="1" aria-label="Buscar otra unidad SAT" placeholder="Buscar otra unidad del catálogo SAT" value={text} onChange={(event) => setText(event.target.value)} />
      {params.search.length >= 2 && (results.data?.data.length ?? 0) > 0 && (
        <VStack align="stretch" gap="0" borderWidth="1px" rounded="md" maxH="160px" overflowY="auto" width="full">
          {results.data?.data.map((unit) => (
            <Box key={unit.code}>
              <Button
                variant="ghost"
                size="xs"
                width="full"
                justifyContent="flex-start"
                onClick={() => {
                  chooseUnit(unit.code);
                  setText('');
                }}
              >
                {unit.code} · {unit.name}
              </Button>
            </Box>
          ))}
        </VStack>
      )}
    </Field.Root>
  );
}
