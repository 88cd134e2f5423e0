import { IconButton, type IconButtonProps } from '@chakra-ui/react/button';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from 'next-themes';
import { useCallback } from 'react';

export type ColorMode = 'light' | 'dark';

/** localStorage key of the dark flag; every React root's ThemeProvider reads the same key. */
export const COLOR_MODE_STORAGE_KEY = 'mikro-color-mode';

export interface UseColorModeReturn {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
  toggleColorMode: () => void;
}

/**
 * next-themes keeps its state per React root and only hears other roots through `storage` events,
 * which the browser never fires in the tab that wrote the value; so we fire one ourselves.
 */
function broadcastColorMode(mode: ColorMode): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(
    new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: mode, storageArea: window.localStorage }),
  );
}

export function useColorMode(): UseColorModeReturn {
  const { resolvedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = resolvedTheme === 'dark' ? 'dark' : 'light';

  const setColorMode = useCallback(
    (mode: ColorMode) => {
      setTheme(mode);
      broadcastColorMode(mode);
    },
    [setTheme],
  );

  const toggleColorMode = useCallback(() => {
    setColorMode(colorMode === 'dark' ? 'light' : 'dark');
  }, [colorMode, setColorMode]);

  return { colorMode, setColorMode, toggleColorMode };
}

export type ColorModeButtonProps = Omit<IconButtonProps, 'aria-label' | 'onClick'>;

export function ColorModeButton(props: ColorModeButtonProps) {
  const { colorMode, toggleColorMode } = useColorMode();
  const label = colorMode === 'dark' ? 'Cambiar a modo claro' : 'Cambiar a modo oscuro';
  return (
    <IconButton variant="ghost" size="sm" aria-label={label} title={label} onClick={toggleColorMode} {...props}>
      {colorMode === 'dark' ? <Sun /> : <Moon />}
    </IconButton>
  );
}
