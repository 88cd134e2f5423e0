import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '@mikro/contracts';
import { LogOut, UserRound } from 'lucide-react';
import { useSignOut } from '../../shared/useSignOut';
import { Button, CloseButton, ColorModeButton, Flex, LAYOUT, Portal, Separator, VStack } from '@mikro/ui/core';
import { Drawer, SwipeDrawerContent } from '@mikro/ui/overlays';
import { SessionSelectors } from './SessionSelectors';
import { SideMenu } from './SideMenu';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  items: MenuItem[];
  onPrefetch: (url: string) => void;
  onOpenAccount: () => void;
}

/**
 * Below 768 px: the side menu and the top bar's selectors, theme and account, in a drawer opened by the menu
 * button; a finger can swipe it back to the left.
 */
export function NavDrawer({ open, onClose, items, onPrefetch, onOpenAccount }: NavDrawerProps) {
  const { pathname } = useLocation();
  const { leaving, signOut } = useSignOut(onClose);
  // Choosing a page closes the drawer.
  useEffect(() => onClose(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Drawer.Root open={open} onOpenChange={(event) => !event.open && onClose()} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <SwipeDrawerContent edge="start" onClose={onClose} maxWidth={`min(${LAYOUT.sideDrawer + 40}px, 85vw)`}>
            <Drawer.Header py="3">
              <Drawer.Title>Menú</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="2" pb="4">
              <VStack align="stretch" gap="2" px="2">
                <SessionSelectors fullWidth onChosen={onClose} />
                <Flex gap="2" align="center">
                  <Button
                    variant="outline"
                    size="sm"
                    flex="1"
                    justifyContent="flex-start"
                    onClick={() => {
                      onClose();
                      onOpenAccount();
                    }}
                  >
                    <UserRound size={16} /> Mi cuenta
                  </Button>
                  <ColorModeButton />
                </Flex>
                <Button variant="outline" size="sm" colorPalette="red" justifyContent="flex-start" loading={leaving} onClick={signOut}>
                  <LogOut size={16} /> Cerrar Sesion
                </Button>
              </VStack>
              <Separator my="3" />
              <SideMenu items={items} collapsed={false} onPrefetch={onPrefetch} inDrawer />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar menú" />
            </Drawer.CloseTrigger>
          </SwipeDrawerContent>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
