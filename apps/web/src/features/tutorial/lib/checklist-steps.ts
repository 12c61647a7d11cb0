// What each first-login step says and where it is done; the first link the user may open wins.
import type { Action, ChecklistStep, Subject } from '@gabinete/shared';

export interface StepLink {
  to: string;
  label: string;
  action: Action;
  subject: Subject;
}

export interface StepText {
  title: string;
  description: string;
  links: StepLink[];
  /** The help page that explains the step. */
  help: string;
}

export const CHECKLIST_TEXT: Record<ChecklistStep, StepText> = {
  whatsapp: {
    title: 'Conectar o WhatsApp',
    description: 'Leia o código QR com o celular do gabinete para atender pelo SAC e enviar mensagens.',
    links: [{ to: '/whatsapp', label: 'Conectar', action: 'read', subject: 'whatsapp' }],
    help: 'whatsapp',
  },
  citizens: {
    title: 'Importar os eleitores',
    description: 'Traga a planilha de contatos do gabinete (CSV ou XLSX) ou cadastre o primeiro eleitor.',
    links: [
      { to: '/importacoes/nova', label: 'Importar planilha', action: 'create', subject: 'imports' },
      { to: '/eleitores/novo', label: 'Cadastrar eleitor', action: 'create', subject: 'citizens' },
    ],
    help: 'importacoes',
  },
  team: {
    title: 'Convidar a equipe',
    description: 'Cada pessoa recebe um convite por e-mail e entra com as permissões que você escolher.',
    links: [{ to: '/usuarios', label: 'Convidar', action: 'create', subject: 'users' }],
    help: 'usuarios',
  },
  demand: {
    title: 'Criar a primeira demanda',
    description: 'Registre o pedido de um eleitor e acompanhe cada passo até a solução.',
    links: [{ to: '/demandas/nova', label: 'Criar demanda', action: 'create', subject: 'demands' }],
    help: 'demandas',
  },
};
