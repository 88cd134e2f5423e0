import { Flex, Text } from '@mikro/ui/core';

const CURRENT_YEAR = new Date().getFullYear();

export function Footer() {
  return (
    <Flex as="footer" justify="space-between" px="4" py="2" borderTopWidth="1px" fontSize="xs" color="fg.muted" flexShrink={0}>
      <Text>Mikro ERP V2.1.0</Text>
      <Text>© {CURRENT_YEAR} Mikro ERP. Todos los derechos reservados.</Text>
    </Flex>
  );
}
