// The one file picker of the product (a photo, a spreadsheet to import, the CSD certificate and key).
//
// The browser's own file input speaks the browser's language («Choose File / No file chosen» in an English
// browser) and cannot be restyled. Here it stays, visually hidden, as the real control: it takes the focus
// with Tab, opens the chooser with Space or Enter, carries the accessible name (aria-label or the enclosing
// Field.Label) and is what end-to-end tests fill with setInputFiles. What shows is a Spanish button — a label
// of that input, so a click on it opens the chooser — with the focus ring of the input, and the chosen
// file's name.
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { useFieldContext } from '@chakra-ui/react/field';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, useState } from 'react';

export const FILE_PICKER_TEXTS = {
  button: 'Seleccionar archivo',
  empty: 'Ningún archivo seleccionado',
} as const;

export interface FilePickerProps {
  /**
   * Called with each file chosen. The native input is emptied afterwards, so choosing the same file again
   * (corrected in the meantime) reports it again.
   */
  onSelect: (file: File) => void;
  /** The file types offered, as the input's accept attribute ('.xlsx,.csv', 'image/png,…'). */
  accept?: string;
  /** The accessible name when no Field.Label around it names the input (e.g. 'Archivo de hoja de cálculo'). */
  'aria-label'?: string;
  disabled?: boolean;
  /** The name shown beside the button. Omitted: the last file chosen here; null: none chosen (after a reset). */
  fileName?: string | null;
  buttonText?: string;
  emptyText?: string;
  size?: 'xs' | 'sm' | 'md';
}

export function FilePicker({
  onSelect,
  accept,
  'aria-label': ariaLabel,
  disabled,
  fileName,
  buttonText = FILE_PICKER_TEXTS.button,
  emptyText = FILE_PICKER_TEXTS.empty,
  size = 'sm',
}: FilePickerProps) {
  const field = useFieldContext();
  const ownId = useId();
  const inputId = field?.ids.control ?? `file-${ownId}`;
  const nameId = `${inputId}-file-name`;
  const [lastChosen, setLastChosen] = useState<string | null>(null);
  const shownName = fileName === undefined ? lastChosen : fileName;
  const describedBy = [nameId, field?.ariaDescribedby].filter(Boolean).join(' ');
  return (
    <HStack gap="2" position="relative" minWidth="0" wrap="wrap">
      <Input
        type="file"
        id={inputId}
        className="peer"
        srOnly
        accept={accept}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setLastChosen(file.name);
          onSelect(file);
        }}
      />
      <Button
        asChild
        variant="outline"
        size={size}
        flexShrink={0}
        _peerFocusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        // Only a field marked invalid: the browser's :invalid would paint every empty required picker red.
        css={{ '.peer[aria-invalid=true] ~ &': { borderColor: 'border.error' } }}
        _peerDisabled={{ opacity: 0.5, cursor: 'not-allowed' }}
      >
        <label htmlFor={inputId}>{buttonText}</label>
      </Button>
      <Text id={nameId} fontSize="sm" color={shownName ? 'fg' : 'fg.muted'} truncate minWidth="0" maxWidth="full">
        {shownName || emptyText}
      </Text>
    </HStack>
  );
}
