import { memo, useState } from 'react';
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
  return (
    <Box position="relative">
      <Input size="sm" aria-label="Buscar cliente" placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} />
      {text.trim().length >= 2 && (results.data ?? []).length > 0 && (
        <VStack position="absolute" zIndex="dropdown" bg="bg" borderWidth="1px" rounded="md" width="full" align="stretch" gap="0" mt="1">
          {(results.data ?? []).map((client) => (
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
          ))}
        </VStack>
      )}
    </Box>
  );
});
