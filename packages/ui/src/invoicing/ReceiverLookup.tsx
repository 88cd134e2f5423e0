// The fiscal data already on file, offered in the invoice form: earlier invoices' receptors (the fiscal-data book),
// the family's business names or the store client of the payment. Picking one fills the receiver's fields.
import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { VStack } from '@chakra-ui/react/stack';
import type { ReceiverSuggestion } from '@mikro/contracts';
import type { ReceiverValues } from './ReceiverFields';

/** Finds fiscal data by RFC or name ('' asks for the payment's own family or client); never rejects for a refusal. */
export type FindReceivers = (text: string) => Promise<ReceiverSuggestion[]>;

const SOURCE_LABELS: Record<ReceiverSuggestion['source'], string> = { libreta: 'Facturado antes', familia: 'Familia', cliente: 'Cliente de la tienda' };

export function ReceiverLookup({ find }: { find: FindReceivers }) {
  const { values, setValues } = useFormikContext<ReceiverValues>();
  const [text, setText] = useState('');
  const [found, setFound] = useState<ReceiverSuggestion[]>([]);
  useEffect(() => {
    const typed = text.trim();
    if (typed.length === 1) return;
    let current = true;
    const timer = setTimeout(() => {
      find(typed)
        .then((rows) => current && setFound(rows))
        .catch(() => current && setFound([]));
    }, typed === '' ? 0 : 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, find]);
  const pick = (s: ReceiverSuggestion) =>
    void setValues({ ...values, rfc: s.rfc, name: s.name, zip: s.zip || values.zip, regime: s.regime || values.regime, cfdiUse: s.cfdiUse || values.cfdiUse });
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
      <Field.Root>
        <Field.Label>Datos fiscales guardados</Field.Label>
        <Input size="sm" placeholder="Buscar por RFC o nombre" value={text} onChange={(e) => setText(e.target.value)} aria-label="Buscar datos fiscales por RFC o nombre" />
      </Field.Root>
      {found.length > 0 ? (
        <VStack as="ul" align="stretch" gap="1" mt="2" listStyleType="none" aria-label="Datos fiscales guardados" maxH="180px" overflowY="auto">
          {found.map((s) => (
            <li key={`${s.source}-${s.rfc}-${s.name}-${s.regime}-${s.zip}`}>
              <Button variant="ghost" size="sm" width="full" justifyContent="start" h="auto" py="1" textAlign="left" onClick={() => pick(s)}>
                <Box minW="0">
                  <Text fontSize="sm" fontWeight="medium" truncate>
                    {s.rfc} · {s.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {SOURCE_LABELS[s.source]}
                    {s.source !== 'libreta' ? `: ${s.owner}` : ''}
                    {s.regime ? ` · Régimen ${s.regime}` : ''}
                    {s.zip ? ` · C.P. ${s.zip}` : ''}
                    {s.cfdiUse ? ` · Uso ${s.cfdiUse}` : ''}
                  </Text>
                </Box>
              </Button>
            </li>
          ))}
        </VStack>
      ) : (
        text.trim().length >= 2 && (
          <Text fontSize="xs" color="fg.muted" mt="2">
            Sin datos guardados que coincidan.
          </Text>
        )
      )}
    </Box>
  );
}
