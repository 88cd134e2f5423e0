import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Building2, CalendarDays, Info, Menu as MenuIconGlyph } from 'lucide-react';
import { BottomSheet, Button, ColorModeButton, Flex, Heading, IconButton, LAYOUT, Spacer } from '@mikro/ui';
import { branchOfficesAtom, currentBranchOfficeAtom, currentCycleAtom, cyclesAtom, selectBranchOffice, selectCycle } from '@mikro/session';
import { OnlineIndicator } from './OnlineIndicator';

interface TopBarProps {
  onToggleMenu: () => void;
  onOpenDrawer: () => void;
}

/** SPEC §2 top bar: product title, branch-office selector, cycle selector and the drawer's info button. */
export function TopBar({ onToggleMenu, onOpenDrawer }: TopBarProps) {
  const branchOffices = useAtomValue(branchOfficesAtom);
  const branchOffice = useAtomValue(currentBranchOfficeAtom);
  const cycles = useAtomValue(cyclesAtom);
  const cycle = useAtomValue(currentCycleAtom);
  const [sheet, setSheet] = useState<'branch' | 'cycle' | null>(null);

  return (
    <Flex as="header" height={`${LAYOUT.appBar}px`} align="center" gap="2" px="3" borderBottomWidth="1px" bg="bg.panel" flexShrink={0}>
      <IconButton aria-label="Mostrar u ocultar menú" variant="ghost" size="sm" onClick={onToggleMenu}>
        <MenuIconGlyph />
      </IconButton>
      <Heading as="h1" size="md" whiteSpace="nowrap">
        Mikro ERP
      </Heading>
      <Spacer />
      <OnlineIndicator />
      <Button variant="outline" size="sm" onClick={() => setSheet('branch')} aria-label="Cambiar sucursal">
        <Building2 size={16} />
        {branchOffice?.name ?? 'Sin sucursal'}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setSheet('cycle')} aria-label="Cambiar ciclo">
        <CalendarDays size={16} />
        {cycle?.name ?? 'Sin ciclo'}
      </Button>
      <ColorModeButton />
      <IconButton aria-label="Información de la cuenta" variant="ghost" size="sm" onClick={onOpenDrawer}>
        <Info />
      </IconButton>

      <BottomSheet
        title="Cambio de sucursales"
        open={sheet === 'branch'}
        onClose={() => setSheet(null)}
        items={branchOffices.map(({ id, name }) => ({ id, name }))}
        currentId={branchOffice?.id ?? null}
        onSelect={({ id }) => {
          selectBranchOffice(id);
          setSheet(null);
        }}
      />
      <BottomSheet
        title="Cambio de ciclo"
        open={sheet === 'cycle'}
        onClose={() => setSheet(null)}
        items={cycles.map(({ id, name }) => ({ id, name }))}
        currentId={cycle?.id ?? null}
        onSelect={({ id }) => {
          const chosen = cycles.find((entry) => entry.id === id);
          if (chosen) selectCycle(chosen);
          setSheet(null);
        }}
      />
    </Flex>
  );
}
