// The period filter of a list or a report: two dates with their visible labels «Desde» and «Hasta».
//
// The labels are visible, not only accessible names: on a phone the two date boxes look alike and nobody
// knows which is which. A Hasta before Desde is refused with a message and not passed on, so the list keeps
// the last period that made sense instead of asking for an empty one; either date may stay empty (open
// range).
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack, VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, useState } from 'react';

/** A period as the API takes it: YYYY-MM-DD dates, '' for an open end. */
export interface DateRange {
  from: string;
  to: string;
}

export const DATE_RANGE_TEXTS = {
  from: 'Desde',
  to: 'Hasta',
  reversed: 'La fecha «Hasta» no puede ser anterior a «Desde».',
} as const;

/** Whether the period can be asked for: an open end, or Desde on or before Hasta. */
export function isDateRangeValid({ from, to }: DateRange): boolean {
  // ISO dates compare as text in calendar order.
  return from === '' || to === '' || from <= to;
}

export interface DateRangeFilterProps extends DateRange {
  /** Called with each period that makes sense; a reversed one is held here with its message. */
  onChange: (range: DateRange) => void;
  size?: 'xs' | 'sm' | 'md';
}

export function DateRangeFilter({ from, to, onChange, size = 'sm' }: DateRangeFilterProps) {
  const messageId = useId();
  const [draft, setDraft] = useState<DateRange>({ from, to });
  const [given, setGiven] = useState<DateRange>({ from, to });
  // The screen may change the period itself (a link, a reset): follow it.
  if (given.from !== from || given.to !== to) {
    setGiven({ from, to });
    setDraft({ from, to });
  }
  const reversed = !isDateRangeValid(draft);

  function change(next: DateRange) {
    setDraft(next);
    if (isDateRangeValid(next)) onChange(next);
  }

  // The labels share one width, so the two boxes line up when a phone puts them one under the other.
  const field = (name: keyof DateRange, extra: { min?: string; max?: string }) => (
    <Field.Root orientation="horizontal" width="auto" gap="2" invalid={name === 'to' && reversed} css={{ '--field-label-width': '3rem' }}>
      <Field.Label>{DATE_RANGE_TEXTS[name]}</Field.Label>
      <Input
        type="date"
        size={size}
        width="150px"
        value={draft[name]}
        {...extra}
        aria-describedby={name === 'to' && reversed ? messageId : undefined}
        onChange={(event) => change({ ...draft, [name]: event.target.value })}
      />
    </Field.Root>
  );

  return (
    <VStack align="start" gap="1" role="group" aria-label="Periodo">
      <HStack gap="3" wrap="wrap">
        {field('from', { max: draft.to || undefined })}
        {field('to', { min: draft.from || undefined })}
      </HStack>
      {reversed && (
        <Text id={messageId} role="alert" color="fg.error" fontSize="sm">
          {DATE_RANGE_TEXTS.reversed}
        </Text>
      )}
    </VStack>
  );
}
