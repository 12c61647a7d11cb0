// 'Exportar CSV / XLSX' of a selection of eleitores or of the whole filter; the file is made in the background.
import { ExportMenu as ListExportMenu } from '../../../components/export-menu.tsx';
import { createExport, type Selection } from '../api/citizens-list.api.ts';

interface ExportMenuProps {
  selection: () => Selection;
  label?: string;
  variant?: string;
  size?: string;
}

export function ExportMenu({ selection, ...rest }: ExportMenuProps) {
  return <ListExportMenu create={(format) => createExport(format, selection())} {...rest} />;
}
