// Sample chat (TEMPLATE-BACKEND §2): profile user 11, 10 contacts, 2 chats; our own pt-BR content.
import { DAY_MS } from '../helpers.ts';

export type ChatStatus = 'online' | 'offline' | 'busy' | 'away';

export interface ChatContact {
  id: number;
  fullName: string;
  role: string;
  about: string;
  avatar: string;
  status: ChatStatus;
}

export interface ChatMessage {
  message: string;
  time: string;
  senderId: number;
}

export interface DemoChat {
  id: number;
  userId: number;
  unseenMsgs: number;
  chat: ChatMessage[];
}

export interface ProfileUser {
  id: number;
  avatar: string;
  fullName: string;
  role: string;
  about: string;
  status: ChatStatus;
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean };
}

export const PROFILE_USER_ID = 11;

export function createProfileUser(): ProfileUser {
  return {
    id: PROFILE_USER_ID,
    avatar: '/modelo/img/avatars/11.svg',
    fullName: 'João Silva',
    role: 'admin',
    about: 'Coordena a equipe e responde às mensagens do dia.',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
}

const CONTACTS: [string, string, ChatStatus][] = [
  ['Mariana Lopes', 'Designer', 'offline'],
  ['Rafael Duarte', 'Desenvolvedor', 'busy'],
  ['Patrícia Nogueira', 'Analista de marketing', 'busy'],
  ['Gustavo Pereira', 'Gerente de projetos', 'online'],
  ['Luiza Martins', 'Redatora', 'busy'],
  ['Thiago Barbosa', 'Suporte técnico', 'online'],
  ['Renata Campos', 'Financeiro', 'online'],
  ['Eduardo Rocha', 'Vendas', 'away'],
  ['Camila Azevedo', 'Recursos humanos', 'offline'],
  ['Henrique Moraes', 'Jurídico', 'away'],
];

export function createContacts(): ChatContact[] {
  return CONTACTS.map(([fullName, role, status], i) => ({
    id: i + 1,
    fullName,
    role,
    about: `${role} da equipe de demonstração.`,
    avatar: `/modelo/img/avatars/${i + 1}.svg`,
    status,
  }));
}

function thread(userId: number, lines: string[], lastAt: number): ChatMessage[] {
  return lines.map((message, i) => ({
    message,
    time: new Date(lastAt - (lines.length - 1 - i) * 5 * 60_000).toISOString(),
    senderId: i % 2 === 0 ? PROFILE_USER_ID : userId,
  }));
}

export function createChats(now: Date): DemoChat[] {
  const t = now.getTime();
  return [
    {
      id: 1,
      userId: 1,
      unseenMsgs: 0,
      chat: thread(
        1,
        [
          'Oi, Mariana! Tudo certo com as telas novas?',
          'Quase prontas, falta revisar as cores.',
          'Ótimo. Consegue mandar até amanhã?',
          'Consigo, envio pela manhã.',
          'Perfeito, obrigado!',
          'Por nada, até amanhã.',
        ],
        t - 2 * DAY_MS,
      ),
    },
    {
      id: 2,
      userId: 2,
      unseenMsgs: 1,
      chat: thread(
        2,
        [
          'Rafael, a versão nova já subiu?',
          'Subiu ontem à noite.',
          'Algum problema no deploy?',
          'Nenhum, só um aviso de dependência.',
          'Vale abrir uma tarefa para isso.',
          'Já abri, está no quadro.',
          'Obrigado! E os testes?',
          'Todos passando.',
          'Excelente trabalho.',
          'Valeu! Qualquer coisa me chama.',
        ],
        t - DAY_MS,
      ),
    },
  ];
}
