import { LocaleProvider } from '@chakra-ui/react/locale';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { Toaster } from '../feedback/toaster';
import { COLOR_MODE_STORAGE_KEY } from './color-mode';
import { system, UI_LOCALE } from './system';

export interface UiProviderProps {
  children: ReactNode;
}

/** Wrap every React root (shell and each remote) in this: Chakra system, es-MX locale, colour mode, toasts. */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={UI_LOCALE}>
        <ThemeProvider
          attribute="class"
          storageKey={COLOR_MODE_STORAGE_KEY}
          defaultTheme="light"
          enableSystem={false}
          disableTransitionOnChange
          scriptProps={{ type: 'application/json' }}
        >
          {children}
          <Toaster />
        </ThemeProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
