// The 404 of an unknown URL under mfe-reportes's prefixes (it reads 'This page could not be found' and links home).
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Heading, Text, VStack } from '@mikro/ui';

export function NotFoundPanel() {
  return (
    <Box py="16" textAlign="center" role="alert">
      <VStack gap="3">
        <Heading size="4xl" color="fg.muted">
          404
        </Heading>
        <Heading size="lg">Página no encontrada</Heading>
        <Text>This page could not be found</Text>
        <Button asChild variant="outline">
          <RouterLink to="/">Volver al inicio</RouterLink>
        </Button>
      </VStack>
    </Box>
  );
}
