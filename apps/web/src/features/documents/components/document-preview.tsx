// The padrão ofício preview: the same DocumentLayout the PDF prints (cabeçalho, identificação, local e data,
// endereçamento, assunto, vocativo, body, fecho, signature), on an A4-proportioned sheet in Carlito 12.
import '@fontsource/carlito/latin-400.css';
import '@fontsource/carlito/latin-700.css';
import '@fontsource/carlito/latin-400-italic.css';
import { Alert, Box, Image } from '@mantine/core';
import type { DocumentLayout } from '@gabinete/shared';
import './document-preview.css';

interface Props {
  layout: DocumentLayout;
  /** {{campos}} that do not exist: shown as an error above the sheet, not a crash. */
  unknownFields?: string[];
}

export function DocumentPreview({ layout, unknownFields = [] }: Props) {
  const r = layout.recipient;
  const address = [r.addressing, r.name, r.cargo, r.organ, r.street, r.cityLine].filter((l) => l.trim());
  return (
    <Box className="gab-doc-wrap">
      {unknownFields.length > 0 && (
        <Alert color="red" mb="sm" title="Campo desconhecido no modelo">
          O modelo usa {unknownFields.map((f) => `{{${f}}}`).join(', ')}, que não existe. Corrija o texto
          antes de emitir.
        </Alert>
      )}
      <div className="gab-doc-sheet" aria-label="Prévia do documento" role="document">
        <header className="gab-doc-header">
          {layout.logoUrl && <Image src={layout.logoUrl} alt="" h={56} w="auto" fit="contain" mx="auto" />}
          <div className="gab-doc-office">{layout.officeName}</div>
          {layout.officeSubtitle && <div className="gab-doc-subtitle">{layout.officeSubtitle}</div>}
        </header>
        <p className="gab-doc-identifier">{layout.identifier}</p>
        <p className="gab-doc-placeDate">{layout.placeDate}</p>
        <div className="gab-doc-address">
          {address.length > 0 ? (
            address.map((line, i) => <div key={i}>{line}</div>)
          ) : (
            <div>(destinatário)</div>
          )}
        </div>
        <p className="gab-doc-subject">Assunto: {layout.subject}</p>
        {r.vocativo && <p className="gab-doc-vocativo">{r.vocativo}</p>}
        {/* The body is the server's allow-listed HTML (documents-html.ts): no scripts, links or styles. */}
        <div className="gab-doc-body" dangerouslySetInnerHTML={{ __html: layout.bodyHtml }} />
        <p className="gab-doc-closing">{r.closing}</p>
        <div className="gab-doc-signature">
          <div>{layout.signerName.toLocaleUpperCase('pt-BR')}</div>
          <div>{layout.signerCargo}</div>
        </div>
      </div>
    </Box>
  );
}
