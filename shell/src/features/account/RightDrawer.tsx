import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { KeyRound, LogOut, SlidersHorizontal } from 'lucide-react';
import { Box, Button, CloseButton, Heading, Image, LAYOUT, Portal, Separator, Text, VStack } from '@mikro/ui/core';
import { Drawer, SwipeDrawerContent } from '@mikro/ui/overlays';
import { userAtom } from '@mikro/session';
import { useSignOut } from '../../shared/useSignOut';
import { avatarSource } from './avatar';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PreferencesForm } from './PreferencesForm';

interface RightDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The right drawer: avatar, greeting and the Preferencias / Cambiar contraseña / Cerrar Sesion buttons. It
 * slides in from the right and a finger can swipe it back out.
 */
export function RightDrawer({ open, onClose }: RightDrawerProps) {
  const user = useAtomValue(userAtom);
  const [panel, setPanel] = useState<'preferences' | 'password' | null>(null);
  const { leaving, signOut } = useSignOut(onClose);

  const toggle = (next: 'preferences' | 'password') => setPanel(panel === next ? null : next);

  return (
    <Drawer.Root open={open} onOpenChange={(event) => !event.open && onClose()} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <SwipeDrawerContent edge="end" onClose={onClose} maxWidth={`${LAYOUT.rightDrawer}px`} aria-label="Cuenta">
            <Drawer.Header>
              <Drawer.Title>Mi cuenta</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <VStack gap="3" textAlign="center">
                <Image src={avatarSource(user)} alt={user?.name ?? 'Usuario'} boxSize="96px" borderRadius="full" objectFit="cover" />
                <Heading size="sm">Bienvenido a Mikro ERP</Heading>
                <Text color="fg.muted" fontSize="sm">
                  {user?.name} · {user?.role.name}
                </Text>
                <Separator />
                <Button width="full" variant={panel === 'preferences' ? 'solid' : 'outline'} onClick={() => toggle('preferences')}>
                  <SlidersHorizontal size={16} /> Preferencias
                </Button>
                <Button width="full" variant={panel === 'password' ? 'solid' : 'outline'} onClick={() => toggle('password')}>
                  <KeyRound size={16} /> Cambiar contraseña
                </Button>
                <Button width="full" colorPalette="red" variant="outline" loading={leaving} onClick={signOut}>
                  <LogOut size={16} /> Cerrar Sesion
                </Button>
              </VStack>
              <Box mt="4">
                {panel === 'preferences' && <PreferencesForm />}
                {panel === 'password' && user && <ChangePasswordForm userId={user.id} />}
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Drawer.CloseTrigger>
          </SwipeDrawerContent>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
