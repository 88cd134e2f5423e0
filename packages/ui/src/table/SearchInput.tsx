import { Input } from '@chakra-ui/react/input';
import { InputGroup } from '@chakra-ui/react/input-group';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './types';
import { useDebouncedCallback } from './useDebouncedCallback';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  delay?: number;
}

/** A search box that reports what was typed only after the user pauses. */
export function SearchInput({ value, onChange, placeholder = 'Buscar…', delay = SEARCH_DEBOUNCE_MS }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const report = useDebouncedCallback(onChange, delay);

  // The parent may reset the search (e.g. a 'Limpiar' button): follow it.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  return (
    <InputGroup startElement={<Search size={16} aria-hidden="true" />} maxW={{ base: 'full', md: '72' }}>
      <Input
        type="search"
        size="sm"
        aria-label={placeholder}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          report(event.target.value);
        }}
      />
    </InputGroup>
  );
}
