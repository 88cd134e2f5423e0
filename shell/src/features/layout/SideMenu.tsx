import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import type { MenuItem } from '@mikro/contracts';
import { Box, chakra, LAYOUT, Text, VStack } from '@mikro/ui/core';
import { MenuIcon } from '@mikro/ui/icons';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { menuHref } from '../../shared/menu-href';

interface SideMenuProps {
  items: MenuItem[];
  collapsed: boolean;
  onPrefetch: (url: string) => void;
  /** Inside the phone's menu drawer: full width, no border of its own. */
  inDrawer?: boolean;
}

const COLLAPSED_WIDTH = 64;

/** The side menu: the role's routes up to three levels, groups that expand, collapsible. */
export function SideMenu({ items, collapsed, onPrefetch, inDrawer = false }: SideMenuProps) {
  return (
    <Box
      as="nav"
      aria-label="Menú principal"
      width={inDrawer ? 'full' : `${collapsed ? COLLAPSED_WIDTH : LAYOUT.sideDrawer}px`}
      flexShrink={0}
      borderRightWidth={inDrawer ? '0' : '1px'}
      bg="bg.panel"
      overflowY="auto"
      transition="width 0.2s"
      data-collapsed={collapsed || undefined}
    >
      <VStack as="ul" align="stretch" gap="0.5" p="2" listStyleType="none">
        {items.map((item) => (
          <MenuEntry key={item.id} item={item} depth={0} collapsed={collapsed} onPrefetch={onPrefetch} />
        ))}
      </VStack>
    </Box>
  );
}

const entryStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  width: '100%',
  px: '2',
  py: '1.5',
  rounded: 'md',
  fontSize: 'sm',
  textAlign: 'left' as const,
  color: 'fg',
  _hover: { bg: 'bg.muted' },
};

function MenuEntry({ item, depth, collapsed, onPrefetch }: { item: MenuItem; depth: number; collapsed: boolean; onPrefetch: (url: string) => void }) {
  const [open, setOpen] = useState(false);
  const indent = collapsed ? 0 : depth * 12;
  const label = (
    <>
      <MenuIcon name={item.icon} size={18} />
      {!collapsed && (
        <Text as="span" flex="1" truncate>
          {item.name}
        </Text>
      )}
    </>
  );

  if (item.children.length > 0) {
    return (
      <li>
          <chakra.button
            type="button"
            {...entryStyles}
            pl={`${8 + indent}px`}
            aria-expanded={open}
            aria-label={item.name}
            title={item.name}
            onClick={() => setOpen(!open)}
          >
            {label}
            {!collapsed && (open ? <ChevronDown size={16} /> : <ChevronRight size={16} />)}
          </chakra.button>
        {open && (
          <VStack as="ul" align="stretch" gap="0.5" listStyleType="none" role="group" aria-label={item.name}>
            {item.children.map((child) => (
              <MenuEntry key={child.id} item={child} depth={depth + 1} collapsed={collapsed} onPrefetch={onPrefetch} />
            ))}
          </VStack>
        )}
      </li>
    );
  }

  return (
    <li>
        <chakra.a
          asChild
          {...entryStyles}
          pl={`${8 + indent}px`}
          css={{ '&[aria-current=page]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' } }}
          colorPalette="blue"
        >
          <NavLink to={menuHref(item.url)} end aria-label={item.name} title={item.name} onMouseEnter={() => item.url && onPrefetch(item.url)} onFocus={() => item.url && onPrefetch(item.url)}>
            {label}
          </NavLink>
        </chakra.a>
    </li>
  );
}
