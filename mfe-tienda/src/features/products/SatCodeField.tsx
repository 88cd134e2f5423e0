import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { helpersApi, queryKeys } from '@mikro/api-client';
import { Box, Button, Field, Input, Text, useBoundField, useFormikContext, VStack } from '@mikro/ui';
import type { ProductFormValues } from './productForm';

interface ProdServCode {
  code: string;
  name: string;
}

/** SAT product/service key (c_ClaveProdServ) searched by code or words in the helpers catalogue. */
export function SatCodeField() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<ProductFormValues>();
  const error = useBoundField('sat_code').errorText;
  const [text, setText] = useState('');
  const params = { search: text.trim(), limit: 8 };
  const results = useQuery({
    queryKey: queryKeys.helpers.list('prodserv-codes', params),
    queryFn: () => helpersApi.list<ProdServCode>('prodserv-codes', params),
    enabled: params.search.length >= 3,
    staleTime: 60_000,
  });
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        Clave SAT del producto
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        aria-label="Buscar clave SAT"
        placeholder={values.sat_code ? `${values.sat_code} · escriba para cambiarla` : 'Escriba la clave o una descripción (mín. 3 letras)'}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void setFieldTouched('sat_code', true)}
      />
      {values.sat_code && (
        <Text fontSize="sm">
          Clave seleccionada: <strong>{values.sat_code}</strong>
        </Text>
      )}
      {params.search.length >= 3 && (
        <VStack align="stretch" gap="0" borderWidth="1px" rounded="md" maxH="180px" overflowY="auto" width="full">
          {results.isLoading && <Text p="2" fontSize="sm">Buscando…</Text>}
          {results.data?.data.length === 0 && <Text p="2" fontSize="sm">Sin coincidencias</Text>}
          {results.data?.data.map((item) => (
            <Box key={item.code}>
              <Button
                variant="ghost"
                size="sm"
                width="full"
                justifyContent="flex-start"
                onClick={() => {
                  void setFieldValue('sat_code', item.code);
                  setText('');
                }}
              >
                {item.code} · {item.name}
              </Button>
            </Box>
          ))}
        </VStack>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
