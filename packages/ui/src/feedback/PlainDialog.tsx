// ModalDialog's plain surface (`plain`): the same title, body and footer as the Chakra dialog, drawn by plain
// elements with one static stylesheet, for the dialogs a counter opens on every sale. Chakra's dialog runs a state
// machine, a presence machine, a focus trap and a layer stack, and its nine styled parts compute their styles on
// every render; this one renders five elements with fixed classes and does the rest itself:
// - the focus: the initial element (or the one focused inside as it mounts, or the first tabbable one) takes it as
//   the dialog mounts, Tab and Shift+Tab cycle inside, focus leaving for the page comes back, and on closing it
//   returns to finalFocusEl or to the element focused before (unless another dialog has taken it meanwhile);
// - Esc closes the dialog on top (not while busy);
// - the backdrop and the positioner cover the page: a press outside the content does not reach it, does not move
//   the focus, and closes the dialog only when closeOnInteractOutside allows it;
// - the page's own styles are left alone (no scroll lock, no pointer block, no aria-hidden marks: aria-modal
//   tells assistive technology the rest is out of reach), and there is no opening or closing animation.
// Not for a dialog that opens Chakra layers of its own (menus, popovers) or opens over a Chakra dialog: their
// layer stacks do not know this one.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEventHandler, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full';
type PlainDialogSize = Size | { base?: Size; md?: Size };

interface PlainDialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size: PlainDialogSize;
  busy: boolean;
  closeOnInteractOutside: boolean;
  role: 'dialog' | 'alertdialog';
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  head?: ReactNode;
  initialFocusEl?: () => HTMLElement | null;
  finalFocusEl?: () => HTMLElement | null;
}

// The Chakra dialog recipe's look (placement top, scroll inside), written once with the theme's variables, so
// light and dark follow the theme. Unlayered, so Chakra's reset layer (h2 sizes, margins) does not override it.
const MAX_WIDTH: Record<Exclude<Size, 'full'>, string> = { xs: 'sm', sm: 'md', md: 'lg', lg: '2xl', xl: '4xl' };
const sizeRules = (selector: string) =>
  Object.entries(MAX_WIDTH)
    .map(([size, token]) => `.mk-dialog[${selector}="${size}"]{max-width:var(--chakra-sizes-${token})}`)
    .join('') + `.mk-dialog[${selector}="full"]{max-width:100dvw;min-height:100dvh;--dialog-margin:0;border-radius:0}`;
const PLAIN_DIALOG_CSS =
  '.mk-dialog-backdrop{position:fixed;left:0;top:0;width:100dvw;height:100dvh;background:var(--chakra-colors-black-alpha-500);z-index:calc(var(--chakra-z-index-popover) - 1)}' +
  '.mk-dialog-positioner{display:flex;position:fixed;left:0;top:0;width:100dvw;height:100dvh;z-index:var(--chakra-z-index-popover);justify-content:center;align-items:flex-start;overscroll-behavior-y:none;overflow:hidden}' +
  '.mk-dialog{display:flex;flex-direction:column;position:relative;width:100%;outline:0;border-radius:var(--chakra-radii-l3);font-size:var(--chakra-font-sizes-sm);line-height:1.25rem;margin-block:var(--dialog-margin,var(--chakra-spacing-16));margin-inline:auto;background:var(--chakra-colors-bg-panel);box-shadow:var(--chakra-shadows-lg);max-height:calc(100% - 7.5rem);z-index:var(--chakra-z-index-popover)}' +
  '.mk-dialog-header{display:flex;gap:var(--chakra-spacing-2);flex:0;padding:var(--chakra-spacing-6) var(--chakra-spacing-6) var(--chakra-spacing-4)}' +
  '.mk-dialog-title{font-size:var(--chakra-font-sizes-lg);line-height:1.75rem;font-weight:var(--chakra-font-weights-semibold)}' +
  '.mk-dialog-body{flex:1;padding:var(--chakra-spacing-2) var(--chakra-spacing-6) var(--chakra-spacing-6);overflow:auto}' +
  '.mk-dialog-footer{display:flex;align-items:center;justify-content:flex-end;gap:var(--chakra-spacing-3);padding:var(--chakra-spacing-2) var(--chakra-spacing-6) var(--chakra-spacing-4)}' +
  sizeRules('data-size') +
  `@media screen and (min-width:48rem){${sizeRules('data-size-md')}}`;

/** Adds the stylesheet to the document once (the first plain dialog shown). */
function ensureStyles(document: Document) {
  if (document.getElementById('mk-plain-dialog-css')) return;
  const style = document.createElement('style');
  style.id = 'mk-plain-dialog-css';
  style.textContent = PLAIN_DIALOG_CSS;
  document.head.appendChild(style);
}

const TABBABLE = 'a[href],button,input:not([type="hidden"]),select,textarea,iframe,audio[controls],video[controls],[contenteditable]:not([contenteditable="false"]),[tabindex]';

/**
 * The elements Tab reaches inside `root`, in order: enabled, not tabindex -1, and (with `rendered`) drawn, which
 * asks the browser for the styles of the whole dialog.
 */
function tabbables(root: HTMLElement, rendered = true): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[inert],[hidden]') &&
      // jsdom has no layout (nor checkVisibility): there every element counts as rendered.
      (!rendered || typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

/** Focuses the first of `candidates` that takes the focus (one not drawn does not): no style read before it. */
const focusFirst = (candidates: HTMLElement[]) =>
  candidates.some((candidate) => {
    candidate.focus({ preventScroll: true });
    return candidate.ownerDocument.activeElement === candidate;
  });

/** Another dialog than `content` holds `element` (one opened over this one, or replacing it). */
const inOtherDialog = (element: Element | null, content: HTMLElement) => {
  const dialog = element?.closest('[role="dialog"],[role="alertdialog"]');
  return Boolean(dialog && dialog !== content && dialog.isConnected);
};

// The plain dialogs open now, the last on top: only the top one answers Esc, Tab and focus leaving.
const openDialogs: HTMLElement[] = [];

const sizeAttributes = (size: PlainDialogSize) => (typeof size === 'string' ? { 'data-size': size } : { 'data-size': size.base ?? 'md', 'data-size-md': size.md });

export function PlainDialog({ title, onClose, children, footer, size, busy, closeOnInteractOutside, role, onKeyDown, head, initialFocusEl, finalFocusEl }: PlainDialogProps) {
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  // What had the focus before the dialog: read as it first renders, before a field inside takes it (autoFocus).
  const [focusedBefore] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  // Read by the listeners, which are added once.
  const latest = useRef({ onClose, busy, closeOnInteractOutside, finalFocusEl });
  useLayoutEffect(() => {
    latest.current = { onClose, busy, closeOnInteractOutside, finalFocusEl };
  });

  useLayoutEffect(() => {
    const content = contentRef.current!;
    const document = content.ownerDocument;
    ensureStyles(document);
    openDialogs.push(content);
    const onTop = () => openDialogs.at(-1) === content;
    let lastInside: HTMLElement | null = null;
    const focusInside = (last = false) => {
      const candidates = tabbables(content, false);
      if (!focusFirst(last ? candidates.reverse() : candidates)) content.focus({ preventScroll: true });
    };
    const active = document.activeElement as HTMLElement | null;
    const initial = initialFocusEl?.() ?? (active && content.contains(active) ? active : null);
    if (initial) initial.focus({ preventScroll: true });
    else focusInside();

    const onKey = (event: KeyboardEvent) => {
      if (!onTop() || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!latest.current.busy) latest.current.onClose();
      } else if (event.key === 'Tab') {
        const candidates = tabbables(content);
        const focused = document.activeElement;
        const first = candidates[0];
        const last = candidates.at(-1);
        if (!first || !last || !content.contains(focused)) {
          event.preventDefault();
          focusInside(event.shiftKey);
        } else if (event.shiftKey && focused === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && focused === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // Focus moving to the page (a closing dialog handing it back, a script) comes back to where it was inside.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (content.contains(target)) {
        lastInside = target;
        return;
      }
      if (!onTop() || inOtherDialog(target, content)) return;
      if (lastInside?.isConnected && content.contains(lastInside)) lastInside.focus({ preventScroll: true });
      else focusInside();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(content), 1);
      // After the commit that removes the dialog: by then a dialog replacing it has taken the focus, or the focus
      // fell on <body> with the removed element.
      queueMicrotask(() => {
        if (inOtherDialog(document.activeElement, content)) return;
        const target = latest.current.finalFocusEl?.() ?? focusedBefore;
        if (target?.isConnected) target.focus({ preventScroll: true });
      });
    };
    // Mounted once per opening: the focus goes in as it opens and back as it closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A press on the backdrop's area outside the content (mouse, or touch's compatibility mousedown): it keeps the
  // focus where it is, and dismisses if allowed.
  const onOutsidePress = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    if (latest.current.closeOnInteractOutside && !latest.current.busy) latest.current.onClose();
  };

  return createPortal(
    <>
      <div className="mk-dialog-backdrop" aria-hidden="true" />
      <div className="mk-dialog-positioner" onMouseDown={onOutsidePress}>
        <div ref={contentRef} className="mk-dialog" role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown} {...sizeAttributes(size)}>
          {head}
          <div className="mk-dialog-header">
            <h2 id={titleId} className="mk-dialog-title">
              {title}
            </h2>
          </div>
          <div className="mk-dialog-body">{children}</div>
          {footer ? <div className="mk-dialog-footer">{footer}</div> : null}
        </div>
      </div>
    </>,
    document.body,
  );
}
