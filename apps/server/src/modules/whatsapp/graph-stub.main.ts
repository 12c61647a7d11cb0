// The demo's stand-in for Meta's Graph API (Cloud API): `node --import tsx
// apps/server/src/modules/whatsapp/graph-stub.main.ts [port]`, then start the server with
// WHATSAPP_CLOUD_API_URL=http://127.0.0.1:<port> and, in Configurações › WhatsApp, provider Cloud API with
// phone number id 106540352242922, WABA id 102290129340398 and token demo-token; "Sincronizar modelos" lists these.
import { graphApiStub, startStub } from './stub-server.ts';

const port = Number(process.argv[2] ?? 4190);
const stub = await startStub(
  port,
  graphApiStub({
    version: 'v21.0',
    phoneNumberId: '106540352242922',
    wabaId: '102290129340398',
    accessToken: 'demo-token',
    templates: [
      {
        id: '901',
        name: 'convite_audiencia_publica',
        language: 'pt_BR',
        category: 'MARKETING',
        status: 'APPROVED',
        body: 'Olá, {{1}}! O {{2}} convida você para a audiência pública sobre a saúde do bairro, quinta-feira às 19h, na Câmara Municipal.',
      },
      {
        id: '902',
        name: 'aviso_mutirao_documentos',
        language: 'pt_BR',
        category: 'UTILITY',
        status: 'APPROVED',
        body: '{{1}}, neste sábado tem mutirão de emissão de RG e CPF no CRAS, das 8h às 13h. Equipe do {{2}}.',
      },
      {
        id: '903',
        name: 'prestacao_contas_mandato',
        language: 'pt_BR',
        category: 'MARKETING',
        status: 'PENDING',
        body: 'Olá, {{1}}! Veja o que o mandato fez este semestre: {{2}}',
      },
    ],
  }),
);
console.log(`Graph API stub em ${stub.url} (Ctrl+C para sair)`);
