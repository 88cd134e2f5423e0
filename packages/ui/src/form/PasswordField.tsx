import { IconButton } from '@chakra-ui/react/button';
import { Input, type InputProps } from '@chakra-ui/react/input';
import { InputGroup } from '@chakra-ui/react/input-group';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FieldShell } from './FieldShell';
import { useBoundField } from './field-state';

export interface PasswordFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'type'> {
  name: string;
  label?: ReactNode;
  helper?: ReactNode;
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  name,
  label,
  helper,
  required,
  disabled,
  autoComplete = 'current-password',
  ...inputProps
}: PasswordFieldProps) {
  const { field, errorText, required: isRequired } = useBoundField<string | null>(name, required);
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? 'Ocultar contraseña' : 'Mostrar contraseña';
  return (
    <FieldShell label={label} helper={helper} errorText={errorText} required={isRequired} disabled={disabled}>
      <InputGroup
        endElementProps={{ paddingInlineEnd: '1' }}
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="xs"
            aria-label={toggleLabel}
            title={toggleLabel}
            aria-pressed={visible}
            disabled={disabled}
            onClick={() => setVisible((current) => !current)}
          >
            {visible ? <EyeOff /> : <Eye />}
          </IconButton>
        }
      >
        <Input
          {...inputProps}
          {...field}
          value={field.value ?? ''}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
        />
      </InputGroup>
    </FieldShell>
  );
}
