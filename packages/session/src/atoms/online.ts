import { atom } from 'jotai';

function initiallyOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

const onlineBaseAtom = atom(initiallyOnline());

// Listens to the browser only while something in the store observes the status.
onlineBaseAtom.onMount = (setOnline) => {
  if (typeof window === 'undefined') return undefined;
  const goOnline = () => setOnline(true);
  const goOffline = () => setOnline(false);
  setOnline(initiallyOnline());
  window.addEventListener('online', goOnline);
  window.addEventListener('offline', goOffline);
  return () => {
    window.removeEventListener('online', goOnline);
    window.removeEventListener('offline', goOffline);
  };
};

/** Whether the browser has a network connection (navigator.onLine plus online/offline events). */
export const onlineAtom = atom((get) => get(onlineBaseAtom));
