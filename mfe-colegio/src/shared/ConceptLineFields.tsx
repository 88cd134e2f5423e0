// The fields of a concept line (a payment plan's concept, an inscription's concept): the school concept when
// one is being added, with a shortcut to its price, then price, quantity, due day, months and the active flag.
import { schoolConceptsApi, useResourceOptions } from '@mikro/api-client';
import { Button, CheckboxGroupField, formatMoney, SelectField, SimpleGrid, SwitchField, TextField, useFormikContext } from '@mikro/ui';
import { MONTHS, type ConceptLineValues } from './conceptLine';

export interface ConceptLineFieldsProps {
  /** True while adding a line: the school concept is chosen here. */
  chooseConcept: boolean;
  /** What an empty month selection means for this kind of line. */
  monthsHint: string;
}

export function ConceptLineFields({ chooseConcept, monthsHint }: ConceptLineFieldsProps) {
  const { values, setFieldValue } = useFormikContext<ConceptLineValues>();
  const concepts = useResourceOptions(schoolConceptsApi, (row) => `${row.name} · ${formatMoney(row.price)}`, {
    filters: [{ field: 'isActive', operator: '$eq', value: true }],
    enabled: chooseConcept,
  });
  return (
    <>
      {chooseConcept && <SelectField name="schoolConceptId" label="Concepto" required placeholder="Seleccione…" options={concepts.options} />}
      {chooseConcept && values.schoolConceptId && !values.price && (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="start"
          onClick={() => {
            const concept = concepts.rows.find((row) => row.id === values.schoolConceptId);
            if (concept) void setFieldValue('price', concept.price);
          }}
        >
          Usar el precio del concepto
        </Button>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="price" label="Precio" required inputMode="decimal" />
        <TextField name="quantity" label="Cantidad" type="number" min={1} />
        <TextField name="paymentDay" label="Día de pago" type="number" min={1} max={31} required />
      </SimpleGrid>
      <CheckboxGroupField name="months" label={`Meses en que se cobra (${monthsHint})`} options={MONTHS.map((label, index) => ({ value: index + 1, label }))} direction="row" />
      <SwitchField name="isActive" label="Activo" />
    </>
  );
}
