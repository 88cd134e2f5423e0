import { Box } from '@chakra-ui/react/box';
import { Drawer } from '@chakra-ui/react/drawer';
import { m, useDragControls } from 'framer-motion';
import { useRef, type ComponentProps, type PointerEvent, type ReactNode } from 'react';
import { MotionScope } from './MotionScope';
import { swipeHandler, type SwipeEdge } from './swipe';

type ContentProps = Omit<ComponentProps<typeof Drawer.Content>, 'asChild' | 'children'>;

export interface SwipeDrawerContentProps extends ContentProps {
  /**
   * The edge the drawer closes to. A bottom sheet is pulled down by the handle drawn at its top (any
   * pointer); a side drawer is swiped towards its edge with a finger or pen (a mouse selects text as usual).
   */
  edge: SwipeEdge;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A Drawer.Content that can be swiped closed. It opens and closes with the drawer's own slide; while it is
 * dragged it follows the pointer (only towards its edge) and springs back unless the swipe closes it.
 * Escape, the close button and the backdrop keep working, so the gesture is never the only way out.
 */
export function SwipeDrawerContent({ edge, onClose, children, ...contentProps }: SwipeDrawerContentProps) {
  const controls = useDragControls();
  const panel = useRef<HTMLDivElement>(null);
  const vertical = edge === 'bottom';
  const endSwipe: NonNullable<ComponentProps<typeof m.div>['onDragEnd']> = (event, info) => {
    const element = panel.current;
    const extent = element ? (vertical ? element.offsetHeight : element.offsetWidth) : 0;
    swipeHandler(edge, () => extent, onClose)(event, info);
  };
  const startTouchSwipe = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') controls.start(event);
  };
  return (
    <MotionScope drag>
      <Drawer.Content
        asChild
        // A touch's panning is decided by the elements up to the nearest scroller, and the drawer's body
        // (Chakra's class for it) scrolls: there too a vertical pan stays the browser's, a horizontal one
        // becomes the swipe (otherwise the browser cancels the pointer after a few pixels).
        css={vertical ? undefined : { '& .chakra-drawer__body': { touchAction: 'pan-y' } }}
        {...contentProps}
      >
        <m.div
          ref={panel}
          data-swipe-edge={edge}
          drag={vertical ? 'y' : 'x'}
          dragControls={controls}
          dragListener={false}
          dragConstraints={{ top: 0, bottom: 0, left: 0, right: 0 }}
          dragElastic={vertical ? { top: 0, bottom: 1 } : edge === 'end' ? { left: 0, right: 1 } : { left: 1, right: 0 }}
          dragMomentum={false}
          onDragEnd={endSwipe}
          onPointerDown={vertical ? undefined : startTouchSwipe}
          // A vertical scroll inside a side drawer stays the browser's; horizontal moves become the swipe.
          style={vertical ? undefined : { touchAction: 'pan-y' }}
        >
          {vertical ? (
            <SheetHandle
              onPointerDown={(event) => {
                blockTextSelectionUntilRelease();
                controls.start(event);
              }}
            />
          ) : null}
          {children}
        </m.div>
      </Drawer.Content>
    </MotionScope>
  );
}

/** A mouse pulling the handle would otherwise select the page's text it passes over. */
function blockTextSelectionUntilRelease() {
  const prevent = (event: Event) => event.preventDefault();
  document.addEventListener('selectstart', prevent);
  const release = () => {
    document.removeEventListener('selectstart', prevent);
    window.removeEventListener('pointerup', release);
    window.removeEventListener('pointercancel', release);
  };
  window.addEventListener('pointerup', release);
  window.addEventListener('pointercancel', release);
}

/** The grab bar at the top of a bottom sheet (decorative for assistive technology: Escape and Cerrar close it). */
function SheetHandle({ onPointerDown }: { onPointerDown: (event: PointerEvent<HTMLDivElement>) => void }) {
  return (
    <Box
      aria-hidden="true"
      data-sheet-handle=""
      onPointerDown={onPointerDown}
      display="flex"
      justifyContent="center"
      pt="2"
      pb="1"
      cursor="grab"
      userSelect="none"
      touchAction="none"
      flexShrink={0}
    >
      <Box width="10" height="1.5" rounded="full" bg="border.emphasized" />
    </Box>
  );
}
