import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Heading, Text, VStack } from '@mikro/ui/core';

const MESSAGES: Record<403 | 404 | 500, { title: string; text: string }> = {
  403: { title: 'Acceso denegado', text: 'No tiene permiso para ver esta página.' },
  404: { title: 'Página no encontrada', text: 'This page could not be found' },
  500: { title: 'Error del servidor', text: 'Ocurrió un error inesperado. Intente de nuevo más tarde.' },
};

/** The error page: shows the message; a 404 links back home. */
export function ErrorPage({ status }: { status: 403 | 404 | 500 }) {
  const { title, text } = MESSAGES[status];
  return (
    <Box py="16" textAlign="center" role="alert">
      <VStack gap="3">
        <Heading size="4xl" color="fg.muted">
          {status}
        </Heading>
        <Heading size="lg">{title}</Heading>
        <Text>{text}</Text>
        {status !== 500 && (
          <Button asChild variant="outline">
            <RouterLink to="/">Volver al inicio</RouterLink>
          </Button>
        )}
      </VStack>
    </Box>
  );
}
