import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Building2, CalendarDays } from 'lucide-react';
import { Button } from '@mikro/ui/core';
import { BottomSheet } from '@mikro/ui/overlays';
import { branchOfficesAtom, currentBranchOfficeAtom, currentCycleAtom, cyclesAtom, selectBranchOffice, selectCycle } from '@mikro/session';
import { useOpenedOnce } from '../../shared/useOpenedOnce';

/** The branch-office and cycle selectors: in the top bar on wide screens, in the menu drawer on a phone. */
export function SessionSelectors({ fullWidth = false, onChosen }: { fullWidth?: boolean; onChosen?: () => void }) {
  const branchOffices = useAtomValue(branchOfficesAtom);
  const branchOffice = useAtomValue(currentBranchOfficeAtom);
  const cycles = useAtomValue(cyclesAtom);
  const cycle = useAtomValue(currentCycleAtom);
  const [sheet, setSheet] = useState<'branch' | 'cycle' | null>(null);
  const branchSheetUsed = useOpenedOnce(sheet === 'branch');
  const cycleSheetUsed = useOpenedOnce(sheet === 'cycle');
  const width = fullWidth ? 'full' : undefined;
  const justify = fullWidth ? 'flex-start' : undefined;

  return (
    <>
      <Button variant="outline" size="sm" width={width} justifyContent={justify} onClick={() => setSheet('branch')} aria-label="Cambiar sucursal">
        <Building2 size={16} />
        {branchOffice?.name ?? 'Sin sucursal'}
      </Button>
      <Button variant="outline" size="sm" width={width} justifyContent={justify} onClick={() => setSheet('cycle')} aria-label="Cambiar ciclo">
        <CalendarDays size={16} />
        {cycle?.name ?? 'Sin ciclo'}
      </Button>

      {branchSheetUsed ? (
        <BottomSheet
          title="Cambio de sucursales"
          open={sheet === 'branch'}
          onClose={() => setSheet(null)}
          items={branchOffices.map(({ id, name }) => ({ id, name }))}
          currentId={branchOffice?.id ?? null}
          onSelect={({ id }) => {
            selectBranchOffice(id);
            setSheet(null);
            onChosen?.();
          }}
        />
      ) : null}
      {cycleSheetUsed ? (
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
            onChosen?.();
          }}
        />
      ) : null}
    </>
  );
}
