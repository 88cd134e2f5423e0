import { memo, useState } from 'react';
import { toApiError } from '@mikro/api-client';
import type { Client } from '@mikro/contracts';
import { Box, Button, CloseButton, HStack, Input, Text, VStack } from '@mikro/ui';
import { useClientSearch } from './useClientSearch';

const fullName = (client: Client) => [client.name, client.last_name_father, client.last_name_mother].filter(Boolean).join(' ');

/** The buyer: public in general by default, or a client/student (needed for fiado and deferred sales). Memoised: the counter re-renders on every key. */
export const ClientPicker = memo(function ClientPicker({ value, onChange, placeholder = 'Cliente: público en general (buscar cliente o alumno)' }: { value: Client | null; onChange: (client: Client | null) => void; placeholder?: string }) {
  const [text, setText] = useState('');
  const results = useClientSearch(text);
  if (value) {
    return (
      <HStack justify="space-between" borderWidth="1px" rounded="md" px="2" py="1">
        <Text fontSize="sm">
          Cliente: <strong>{fullName(value)}</strong>
        </Text>
        <CloseButton size="xs" aria-label="Quitar cliente" onClick={() => onChange(null)} />
      </HStack>
    );
  }
  const searching = text.trim().length >= 2;
  const found = results.data ?? [];
  return (
    <Box position="relative">
      <Input size="sm" aria-label="Buscar cliente" placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} />
      {searching && (
        <VStack position="absolute" zIndex="dropdown" bg="bg" borderWidth="1px" rounded="md" width="full" align="stretch" gap="0" mt="1" data-testid="client-results">
          {/* Typing a name that matches nobody used to show nothing at all, as if the search did not work. */}
          {results.isLoading ? (
            <Text px="3" py="2" fontSize="sm" color="fg.muted">
              Buscando…
            </Text>
          ) : results.error ? (
            <Text px="3" py="2" fontSize="sm" color="fg.error" role="alert">
              No se pudo buscar clientes: {toApiError(results.error).message}
            </Text>
          ) : found.length === 0 ? (
            <Text px="3" py="2" fontSize="sm" color="fg.muted" role="status">
              Sin coincidencias: ningún cliente o alumno se llama así
            </Text>
          ) : (
            found.map((client) => (
              <Button
                key={client.id}
                size="sm"
                variant="ghost"
                justifyContent="flex-start"
                onClick={() => {
                  onChange(client);
                  setText('');
                }}
              >
                {fullName(client)} {client.enrollment ? `· ${client.enrollment}` : ''}
              </Button>
            ))
          )}
        </VStack>
      )}
    </Box>
  );
});
