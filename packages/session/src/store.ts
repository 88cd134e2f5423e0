import { createStore } from 'jotai';

/**
 * The one jotai store of the session. Every React root (shell and each remote) is its own root, so
 * the store lives at module level and is shared through Module Federation as a singleton.
 */
export const sessionStore = createStore();
