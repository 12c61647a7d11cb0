// The 'Eleitor' filter of a 'Mais filtros' drawer: the URL keeps the id, and the name for the chip.
import { CitizenPicker } from './citizen-picker.tsx';

interface CitizenFilterPickerProps {
  citizenId: string | null;
  citizenName: string | null;
  onChange: (changes: { citizenId: string | null; citizenName: string | null }) => void;
}

export function CitizenFilterPicker({ citizenId, citizenName, onChange }: CitizenFilterPickerProps) {
  return (
    <CitizenPicker
      label="Eleitor"
      value={citizenId ? { _id: citizenId, name: citizenName ?? 'Eleitor escolhido' } : null}
      onChange={(c) => onChange({ citizenId: c?._id ?? null, citizenName: c?.name ?? null })}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
