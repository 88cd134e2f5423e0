import { Info, Menu as MenuIconGlyph } from 'lucide-react';
import { ColorModeButton, Flex, Heading, IconButton, LAYOUT, Spacer } from '@mikro/ui/core';
import { OnlineIndicator } from './OnlineIndicator';
import { SessionSelectors } from './SessionSelectors';

interface TopBarProps {
  /** Below 768 px the selectors, theme and account move into the menu drawer. */
  compact: boolean;
  onToggleMenu: () => void;
  onOpenDrawer: () => void;
}

/** The top bar: product title, branch-office selector, cycle selector, theme and the account drawer's info button. */
export function TopBar({ compact, onToggleMenu, onOpenDrawer }: TopBarProps) {
  return (
    <Flex as="header" height={`${LAYOUT.appBar}px`} align="center" gap="2" px="3" borderBottomWidth="1px" bg="bg.panel" flexShrink={0} minWidth="0">
      <IconButton aria-label={compact ? 'Abrir menú' : 'Mostrar u ocultar menú'} variant="ghost" size="sm" onClick={onToggleMenu}>
        <MenuIconGlyph />
      </IconButton>
      <Heading as="h1" size="md" whiteSpace="nowrap">
        Mikro ERP
      </Heading>
      <Spacer />
      <OnlineIndicator />
      {compact ? null : (
        <>
          <SessionSelectors />
          <ColorModeButton />
          <IconButton aria-label="Información de la cuenta" variant="ghost" size="sm" onClick={onOpenDrawer}>
            <Info />
          </IconButton>
        </>
      )}
    </Flex>
  );
}
