import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from '@jest/globals';
import { COLOR_MODE_STORAGE_KEY, ColorModeButton, useColorMode } from './color-mode';
import { system } from './system';
import { UiProvider } from './UiProvider';

function ModeProbe({ testId }: { testId: string }) {
  const { colorMode } = useColorMode();
  return <span data-testid={testId}>{colorMode}</span>;
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('system', () => {
  it('knows the recipes of the exported components and the brand palette', () => {
    expect(system.isValidProperty('bg')).toBe(true);
    expect(system.getRecipe('button')).toBeDefined();
    expect(system.getSlotRecipe('table')).toBeDefined();
    expect(system.getSlotRecipe('toast')).toBeDefined();
    expect(system.token('colors.brand.600')).toBe('#1f5aa6');
  });

  it('wraps a horizontal tab list instead of letting it run past a phone', () => {
    expect(system.getSlotRecipe('tabs')?.base?.list).toMatchObject({ maxWidth: '100%', _horizontal: { flexDirection: 'row', flexWrap: 'wrap' } });
  });

  it('leaves out recipes of components it does not export', () => {
    expect(system.getSlotRecipe('carousel')).toBeUndefined();
    expect(system.getSlotRecipe('colorPicker')).toBeUndefined();
  });
});

describe('colour mode', () => {
  it('starts light and every React root follows a toggle made in another', async () => {
    await act(async () => {
      render(
        <UiProvider>
          <ColorModeButton />
          <ModeProbe testId="shell" />
        </UiProvider>,
      );
    });
    await act(async () => {
      render(
        <UiProvider nested>
          <ModeProbe testId="remote" />
        </UiProvider>,
      );
    });
    expect(screen.getByTestId('remote')).toHaveTextContent('light');

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar a modo oscuro' }));

    expect(screen.getByTestId('shell')).toHaveTextContent('dark');
    expect(screen.getByTestId('remote')).toHaveTextContent('dark');
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Cambiar a modo claro' })).toBeInTheDocument();
  });
});

describe('a nested root', () => {
  // Rules with a body: the reset and the tokens' variables (the one-line order of the cascade layers aside).
  const globalRules = () =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion$="-global"]')]
      .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
      .filter((rule) => rule.cssText.includes('{')).length;

  it('adds no second global stylesheet and uses the same tokens', async () => {
    await act(async () => {
      render(<UiProvider>first</UiProvider>);
    });
    const rules = globalRules();
    expect(rules).toBeGreaterThan(0);

    await act(async () => {
      render(
        <UiProvider nested>
          <ModeProbe testId="nested" />
        </UiProvider>,
      );
    });

    expect(globalRules()).toBe(rules);
    expect(screen.getByTestId('nested')).toHaveTextContent('light');
  });
});
