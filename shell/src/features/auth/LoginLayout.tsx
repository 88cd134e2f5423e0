import type { ReactNode } from 'react';
import { Box, Center, Heading, Text, VStack } from '@mikro/ui/core';

/** The login layout: bare (no menu or header), centred. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <Center minHeight="100vh" bg="bg.subtle" p="4">
      <VStack gap="6" width="full" maxWidth="400px">
        <VStack gap="1">
          <Heading size="2xl">Mikro ERP</Heading>
          <Text color="fg.muted">Colegio · Academias · Tienda</Text>
        </VStack>
        <Box width="full" bg="bg.panel" p="6" rounded="lg" borderWidth="1px" shadow="sm">
          {children}
        </Box>
      </VStack>
    </Center>
  );
}
