import { memo, useId, useState, type KeyboardEvent } from 'react';
import { toApiError } from '@mikro/api-client';
import type { Client } from '@mikro/contracts';
import { Box, CloseButton, HStack, Input, Text, VStack } from '@mikro/ui';
import { useClientSearch } from './useClientSearch';
import { personName } from '@mikro/domain';

const fullName = (client: Client) => personName(client.name, client.last_name_father, client.last_name_mother);

/** The buyer: public in general by default, or a client/student (needed for fiado and deferred sales). Memoised: the counter re-renders on every key. */
export const ClientPicker = memo(function ClientPicker({ value, onChange, placeholder = 'Cliente: público en general (buscar cliente o alumno)' }: { value: Client | null; onChange: (client: Client | null) => void; placeholder?: string }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
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
  const found = searching ? (results.data ?? []) : [];
  const highlighted = found.length > 0 ? Math.min(active, found.length - 1) : -1;
  const choose = (client: Client) => {
    onChange(client);
    setText('');
    setActive(0);
  };
  // A combobox: the arrows move through the matches, Enter takes the highlighted one, Esc clears the search.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (found.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((highlighted + step + found.length) % found.length);
    } else if (event.key === 'Enter' && highlighted >= 0) {
      event.preventDefault();
      choose(found[highlighted]!);
    } else if (event.key === 'Escape' && text !== '') {
      event.stopPropagation();
      setText('');
      setActive(0);
    }
  };
  return (
    <Box position="relative">
      <Input
        size="sm"
        role="combobox"
        aria-label="Buscar cliente"
        aria-autocomplete="list"
        aria-expanded={found.length > 0}
        aria-controls={listId}
        aria-activedescendant={highlighted >= 0 ? `${listId}-${found[highlighted]!.id}` : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {searching && (
        <VStack id={listId} role="listbox" aria-label="Clientes y alumnos encontrados" position="absolute" zIndex="dropdown" bg="bg" borderWidth="1px" rounded="md" width="full" align="stretch" gap="0" mt="1" data-testid="client-results">
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
            found.map((client, index) => (
              <Box
                key={client.id}
                id={`${listId}-${client.id}`}
                role="option"
                aria-selected={index === highlighted}
                px="3"
                py="1.5"
                fontSize="sm"
                cursor="pointer"
                bg={index === highlighted ? 'bg.emphasized' : undefined}
                _hover={{ bg: 'bg.muted' }}
                // The input keeps the focus: a press on an option must not blur it before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(client)}
              >
                {fullName(client)} {client.enrollment ? `· ${client.enrollment}` : ''}
              </Box>
            ))
          )}
        </VStack>
      )}
    </Box>
  );
});
