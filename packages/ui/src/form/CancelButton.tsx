import { Button, type ButtonProps } from '@chakra-ui/react/button';
import type { MouseEvent } from 'react';

/**
 * A form's Cancelar: pressing it never validates. It keeps the focus where it is, so the field being edited is
 * not blurred (blurring would validate it and the error text would move the button before the click lands).
 */
export function CancelButton({ children = 'Cancelar', onMouseDown, variant = 'outline', ...props }: Omit<ButtonProps, 'type'>) {
  return (
    <Button
      type="button"
      variant={variant}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        event.preventDefault();
        onMouseDown?.(event);
      }}
      {...props}
    >
      {children}
    </Button>
  );
}
