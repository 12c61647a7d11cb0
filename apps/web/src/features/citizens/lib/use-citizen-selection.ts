// Rows chosen for bulk actions: ids across pages, or 'all of the filter'; a new filter starts over.
import { useCallback, useEffect, useState } from 'react';

export function useCitizenSelection(filterKey: string) {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);

  useEffect(() => {
    setIds(new Set());
    setAllMatching(false);
  }, [filterKey]);

  const toggle = useCallback((id: string) => {
    setAllMatching(false);
    setIds((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const togglePage = useCallback((pageIds: string[], checked: boolean) => {
    setAllMatching(false);
    setIds((prev) => {
      const next = new Set(prev);
      for (const id of pageIds) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    setIds(new Set());
    setAllMatching(false);
  }, []);

  return { ids, allMatching, selectAll: () => setAllMatching(true), toggle, togglePage, clear };
}
