// Lista or Quadro of the emendas, keeping the filters.
import { SegmentedControl } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

export function AmendmentViewSwitch({ view }: { view: 'list' | 'board' }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <SegmentedControl
      aria-label="Visualização"
      value={view}
      onChange={(v) => void navigate(`${v === 'board' ? '/emendas/quadro' : '/emendas'}${search}`)}
      data={[
        { value: 'list', label: 'Lista' },
        { value: 'board', label: 'Quadro' },
      ]}
    />
  );
}
