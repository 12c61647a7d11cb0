// Sample tasks (TEMPLATE-BACKEND §2): 18 tasks; our own pt-BR titles, the template's make-up.
export type TaskTag = 'update' | 'team' | 'low' | 'medium' | 'high';

export interface DemoTask {
  id: number;
  title: string;
  dueDate: string;
  description: string;
  assignee: { fullName: string; avatar: string } | null;
  tags: TaskTag[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}

const ASSIGNEES = [
  'Beatriz Souza',
  'Caio Mendes',
  'Aline Prado',
  'Otávio Reis',
  'Sofia Lima',
  'Nelson Vieira',
];

// [title, day offset from 2020-11-18, tags, completed, important, deleted]
type Row = [string, number, TaskTag[], boolean, boolean, boolean];
const ROWS: Row[] = [
  ['Preparar pauta da reunião semanal', 7, ['team', 'medium'], false, true, false],
  ['revisar textos do site', 14, ['medium'], true, false, false],
  ['Corrigir falha no formulário de contato', 21, ['high'], false, true, false],
  ['Organizar arquivos compartilhados', 0, ['low'], true, false, false],
  ['Atualizar a política de privacidade', 8, ['medium', 'update'], false, true, false],
  ['Migrar cadastro antigo de fornecedores', 15, ['high'], true, false, true],
  ['Comprar material de escritório', 22, ['low'], false, false, false],
  ['Enviar relatório ao financeiro', 2, ['medium'], true, false, false],
  ['Testar versão beta do aplicativo', 9, ['high', 'low'], false, false, true],
  ['Agendar treinamento da equipe', 16, ['team'], false, true, false],
  ['Responder pesquisa de clima', 23, ['medium'], true, false, false],
  ['Limpar caixa de entrada compartilhada', 3, ['low'], false, false, false],
  ['Publicar notas da versão', 10, ['medium', 'update'], false, true, false],
  ['Conferir notas fiscais do mês', 17, ['low'], true, false, false],
  ['Planejar evento de fim de ano', 26, ['team', 'medium'], false, false, false],
  ['Definir metas do próximo trimestre', 4, ['medium'], false, true, false],
  ['Renovar domínio do site', 11, ['low'], true, false, false],
  ['Montar apresentação para clientes', 18, ['medium'], false, false, false],
];

export function createTasks(): DemoTask[] {
  return ROWS.map(([title, offset, tags, isCompleted, isImportant, isDeleted], i) => {
    const name = ASSIGNEES[i % ASSIGNEES.length] ?? 'Equipe';
    return {
      id: i + 1,
      title,
      dueDate: new Date(Date.UTC(2020, 10, 18 + offset)).toISOString(),
      description: `${title}. Detalhes combinados com a equipe.`,
      assignee: { fullName: name, avatar: `/modelo/img/avatars/${(i % ASSIGNEES.length) + 1}.svg` },
      tags,
      isCompleted,
      isDeleted,
      isImportant,
    };
  });
}
