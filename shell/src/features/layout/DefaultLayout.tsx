import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { REMOTE_OUTLET_ID } from '@mikro/mfe-kit';
import { enabledModulesAtom, menuAtom } from '@mikro/session';
import { Box, Flex, useBreakpointValue } from '@mikro/ui/core';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { NavDrawer } from './NavDrawer';
import { Footer } from './Footer';
import { visibleMenu } from './menu-visibility';
import type { ShellOutletContext } from '../../shared/outlet-context';
import { useRouteDecider } from '../../shared/remotes/useRouteDecider';
import { RemoteRoute } from '../../shared/remotes/RemoteRoute';
import { findRemote } from '../../shared/remotes/resolve-route';
import { prefetchRemote } from '../../shared/remotes/remote-registry';

const SHELL_PATHS = new Set(['/', '/403', '/404', '/500']);

export type { ShellOutletContext };

/** The account drawer is the account feature's; the app hands it to the layout. */
export type RenderDrawer = (props: { open: boolean; onClose: () => void }) => ReactNode;

/**
 * The default layout: side menu, top bar, main content (a shell page or the active remote), footer.
 * Below 768 px the side menu and the top bar's selectors move into a drawer opened by the menu button,
 * and the page is never wider than the screen.
 */
export function DefaultLayout({ renderDrawer }: { renderDrawer: RenderDrawer }) {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [navOpen, setNavOpen] = useState(false);
  const compact = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const { pathname } = useLocation();
  const menu = useAtomValue(menuAtom);
  const enabledModules = useAtomValue(enabledModulesAtom);
  const decider = useRouteDecider();
  const items = useMemo(() => visibleMenu(menu, decider.remotes ?? [], enabledModules), [menu, decider.remotes, enabledModules]);
  const isShellPage = SHELL_PATHS.has(pathname);
  // The frame (top bar and menu) is shown first, right after the login; the page inside it renders in the
  // next, interruptible pass.
  const showPage = useDeferredValue(true, false);

  const prefetch = (url: string) => {
    const remote = decider.remotes && findRemote(url, decider.remotes);
    if (remote) prefetchRemote(remote.name);
  };

  return (
    <Flex direction="column" height="100dvh" width="100%" maxWidth="100vw" overflow="hidden">
      <TopBar
        compact={compact}
        onToggleMenu={() => (compact ? setNavOpen(true) : setCollapsed(!collapsed))}
        onOpenDrawer={() => setDrawerOpen(true)}
      />
      <Flex flex="1" minHeight="0" minWidth="0">
        {compact ? (
          <NavDrawer open={navOpen} onClose={() => setNavOpen(false)} items={items} onPrefetch={prefetch} onOpenAccount={() => setDrawerOpen(true)} />
        ) : (
          <SideMenu items={items} collapsed={collapsed} onPrefetch={prefetch} />
        )}
        <Flex as="main" direction="column" flex="1" minWidth="0" overflowY="auto" overflowX="auto">
          <Box flex="1" p={{ base: '3', md: '4' }} minWidth="0">
            {showPage ? isShellPage ? <Outlet context={{ menu: items } satisfies ShellOutletContext} /> : <RemoteRoute decider={decider} /> : null}
            {/* single-spa mounts the active remote here; it must exist for as long as the layout does. */}
            <div id={REMOTE_OUTLET_ID} hidden={isShellPage} />
          </Box>
          <Footer />
        </Flex>
      </Flex>
      {/* Mounted from the start (unlike the sheets): on a phone it opens as the menu drawer closes, and a
          drawer mounted open at that moment is closed again by the menu drawer's focus return. */}
      {renderDrawer({ open: drawerOpen, onClose: () => setDrawerOpen(false) })}
    </Flex>
  );
}
