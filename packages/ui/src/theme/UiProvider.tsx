import { LocaleProvider } from '@chakra-ui/react/locale';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { Toaster } from '../feedback/toaster';
import { COLOR_MODE_STORAGE_KEY } from './color-mode';
import { system, UI_LOCALE } from './system';

export interface UiProviderProps {
  children: ReactNode;
  /**
   * A React root inside a page whose first root already has a UiProvider (a remote the shell mounts): it gets
   * the Chakra system and the locale, which React context does not carry across roots, but not a second copy
   * of what belongs to the page once: the global stylesheet (every token's CSS variable and the reset, which
   * the browser would otherwise apply to the whole document again) and the toaster. It follows the colour mode.
   */
  nested?: boolean;
}

// The same system without its global styles: ChakraProvider writes `_global` into a stylesheet of its own.
const nestedSystem: typeof system = { ...system, _global: [] };

/** Wrap every React root (shell and each remote) in this: Chakra system, es-MX locale, colour mode, toasts. */
export function UiProvider({ children, nested = false }: UiProviderProps) {
  return (
    <ChakraProvider value={nested ? nestedSystem : system}>
      <LocaleProvider locale={UI_LOCALE}>
        <ThemeProvider
          attribute="class"
          storageKey={COLOR_MODE_STORAGE_KEY}
          defaultTheme="light"
          enableSystem={false}
          // Turning transitions off forces the browser to recompute the whole page's styles; a nested root only
          // follows the mode the first root applies.
          disableTransitionOnChange={!nested}
          scriptProps={{ type: 'application/json' }}
        >
          {children}
          {nested ? null : <Toaster />}
        </ThemeProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
