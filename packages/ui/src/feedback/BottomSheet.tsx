import { Button, CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { Check } from 'lucide-react';
import { SwipeDrawerContent } from '../motion/SwipeDrawerContent';

export interface BottomSheetItem {
  id: number | string;
  name: string;
}

export interface BottomSheetProps<T extends BottomSheetItem> {
  open: boolean;
  onClose: () => void;
  /** e.g. 'Cambio de sucursales', 'Cambio de ciclo'. */
  title: string;
  items: T[];
  currentId?: T['id'] | null;
  onSelect: (item: T) => void;
  /** Close after a choice (default), as the branch-office and cycle selectors do. */
  closeOnSelect?: boolean;
  emptyText?: string;
}

/**
 * A sheet from the bottom of the screen listing items to choose one; the current one is marked. It slides up,
 * and pulling its handle down closes it (as do Escape, Cerrar and the backdrop).
 */
export function BottomSheet<T extends BottomSheetItem>({
  open,
  onClose,
  title,
  items,
  currentId,
  onSelect,
  closeOnSelect = true,
  emptyText = 'No hay registros',
}: BottomSheetProps<T>) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="bottom" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <SwipeDrawerContent edge="bottom" onClose={onClose} roundedTop="l3" maxH="70vh">
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              {items.length === 0 ? (
                <p>{emptyText}</p>
              ) : (
                <ul role="listbox" aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {items.map((item) => {
                    const selected = item.id === currentId;
                    return (
                      <li key={item.id} role="option" aria-selected={selected}>
                        <Button
                          variant={selected ? 'subtle' : 'ghost'}
                          width="full"
                          justifyContent="space-between"
                          fontWeight={selected ? 'semibold' : 'normal'}
                          onClick={() => {
                            onSelect(item);
                            if (closeOnSelect) onClose();
                          }}
                        >
                          {item.name}
                          {selected ? <Check aria-hidden="true" /> : null}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Drawer.CloseTrigger>
          </SwipeDrawerContent>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
