// A code picked from a large catalogue by searching its code or words (e.g. SAT's c_ClaveProdServ):
// the form keeps the code; the chosen code's description is shown beside it. The search itself is a
// prop (`search`), so this package stays free of HTTP: pass e.g. a helpers-catalogue call of api-client.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Spinner } from '@chakra-ui/react/spinner';
import { VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState, type ReactNode } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../table/types';
import { FieldShell } from './FieldShell';
import { useBoundField } from './field-state';

export interface CodeOption {
  code: string;
  name: string;
}

export interface CodeSearchFieldProps {
  name: string;
  label: ReactNode;
  /** Up to a few matches of a code or of words of the description. */
  search: (text: string) => Promise<CodeOption[]>;
  required?: boolean;
  helper?: ReactNode;
  /** Letters typed before searching (3). */
  minChars?: number;
  placeholder?: string;
}

export function CodeSearchField({ name, label, search, required, helper, minChars = 3, placeholder = 'Escriba la clave o una descripción (mín. 3 letras)' }: CodeSearchFieldProps) {
  const { field, helpers, errorText, required: isRequired } = useBoundField<string>(name, required);
  const [text, setText] = useState('');
  const [results, setResults] = useState<CodeOption[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [description, setDescription] = useState('');
  const code = field.value ?? '';

  // The chosen code's description (also for a code loaded with the record).
  useEffect(() => {
    let live = true;
    if (!code) {
      setDescription('');
      return;
    }
    search(code)
      .then((found) => live && setDescription(found.find((option) => option.code === code)?.name ?? ''))
      .catch(() => live && setDescription(''));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `search` function each render must not refetch
  }, [code]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted.length < minChars) {
      setResults(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      setFailed(false);
      search(wanted)
        .then((found) => live && setResults(found))
        .catch(() => live && setFailed(true))
        .finally(() => live && setLoading(false));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- searched again only when the text changes
  }, [text, minChars]);

  return (
    <FieldShell label={label} helper={helper} errorText={errorText} required={isRequired}>
      {code && (
        <Text fontSize="sm" data-testid={`${name}-selected`}>
          <strong>{code}</strong>
          {description ? ` · ${description}` : ''}
        </Text>
      )}
      <Input
        aria-label={typeof label === 'string' ? `Buscar ${label.toLowerCase()}` : 'Buscar clave'}
        placeholder={code ? 'Escriba para cambiarla' : placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void helpers.setTouched(true)}
      />
      {results !== null || loading || failed ? (
        <VStack align="stretch" gap="0" borderWidth="1px" rounded="md" maxH="200px" overflowY="auto" width="full" mt="1">
          {loading && (
            <Box p="2">
              <Spinner size="sm" />
            </Box>
          )}
          {failed && (
            <Text p="2" fontSize="sm" color="red.600">
              No se pudo consultar el catálogo
            </Text>
          )}
          {!loading && results?.length === 0 && (
            <Text p="2" fontSize="sm">
              Sin coincidencias
            </Text>
          )}
          {results?.map((option) => (
            <Button
              key={option.code}
              variant="ghost"
              size="sm"
              justifyContent="flex-start"
              whiteSpace="normal"
              textAlign="start"
              height="auto"
              py="1"
              onClick={() => {
                void helpers.setValue(option.code);
                setDescription(option.name);
                setText('');
              }}
            >
              {option.code} · {option.name}
            </Button>
          ))}
        </VStack>
      ) : null}
    </FieldShell>
  );
}
