import { atom } from 'jotai';
import type { MenuItem } from '@mikro/contracts';
import { writeLocal } from '../storage/local';
import { persistedAtom } from './persisted';
import { findRoute } from './routeMatch';

export const MENU_KEY = 'menu';

export const menu = persistedAtom<MenuItem[]>([], (value) => writeLocal(MENU_KEY, value));

/** The session's route tree (already filtered by role by the server). */
export const menuAtom = menu.atom;

/** The browser path; the shell sets it on every navigation. */
export const currentPathAtom = atom('/');

export const currentRouteAtom = atom((get) => findRoute(get(menuAtom), get(currentPathAtom)));

const NO_ACTIONS: readonly string[] = [];

/** A user's permissions on a screen are the actions their role has on the current route. */
export const permissionsAtom = atom((get) => get(currentRouteAtom)?.actions ?? NO_ACTIONS);
