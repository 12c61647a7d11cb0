// 'Lista | Quadro': switches between the list and the board keeping the filters in the URL.
import { SegmentedControl } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

export function DemandViewSwitch({ view }: { view: 'list' | 'board' }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  // Paging and sort belong to the list; the board has its own per column; the bin is list only.
  const carry = () => {
    const params = new URLSearchParams(search);
    for (const key of ['page', 'perPage', 'sort', 'status']) params.delete(key);
    const s = params.toString();
    return s ? `?${s}` : '';
  };
  return (
    <SegmentedControl
      aria-label="Modo de exibição"
      value={view}
      onChange={(value) => void navigate(`${value === 'board' ? '/demandas/quadro' : '/demandas'}${carry()}`)}
      data={[
        { value: 'list', label: 'Lista' },
        { value: 'board', label: 'Quadro' },
      ]}
    />
  );
}
