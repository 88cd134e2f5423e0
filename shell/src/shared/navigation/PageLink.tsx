import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateTo } from './location';

export type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/** A plain left click: anything else (a new tab, a download) is left to the browser. */
function followsInPlace(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (target === '' || target === '_self')
  );
}

/** A link to another page of the application, followed without reloading (the router-free counterpart of its Link). */
export function PageLink({ to, onClick, ...rest }: PageLinkProps) {
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!followsInPlace(event)) return;
        event.preventDefault();
        navigateTo(to);
      }}
    />
  );
}
