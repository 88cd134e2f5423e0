// The 404 of an unknown URL inside a remote's area: the page says 'This page could not be found' and links home.
import type { MouseEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { VStack } from '@chakra-ui/react/stack';

/** Goes home inside the single-page app: the router of the shell and of every remote listen to popstate. */
function goHome(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  window.history.pushState(null, '', '/');
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

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
          <a href="/" onClick={goHome}>
            Volver al inicio
          </a>
        </Button>
      </VStack>
    </Box>
  );
}
