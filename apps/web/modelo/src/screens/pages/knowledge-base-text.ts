// pt-BR names of the knowledge base's sample categories, for the breadcrumb before the data arrives.
const CATEGORIES: Record<string, [string, string]> = {
  'sales-automation': ['Automação de vendas', 'Deixe o funil andar sozinho.'],
  'marketing-automation': ['Automação de marketing', 'Campanhas que rodam enquanto você dorme.'],
  'api-questions': ['Dúvidas sobre a API', 'Chaves, limites e webhooks.'],
  personalization: ['Personalização', 'Cada página feita para quem a visita.'],
  'email-marketing': ['E-mail marketing', 'Boletins que as pessoas abrem de verdade.'],
  'demand-generation': ['Geração de demanda', 'Transforme interesse em contatos.'],
};

export interface KnowledgeCard {
  id: number;
  category: string;
  img: string;
  title: string;
  desc: string;
}

export interface KnowledgeGroup {
  id: number;
  title: string;
  icon: string;
  iconColor: string;
  questions: { id: number; question: string; slug: string }[];
}

export interface KnowledgeQuestion {
  title: string;
  lastUpdated: string;
  relatedQuestions: { id: number; question: string }[];
  content: string;
}

export function cardText(card: Pick<KnowledgeCard, 'category' | 'title' | 'desc'>): [string, string] {
  return CATEGORIES[card.category] ?? [card.title, card.desc];
}

/** A category's pt-BR title from its URL name (e.g. 'api-questions'), or the name made readable. */
export function categoryTitle(slug: string): string {
  return CATEGORIES[slug]?.[0] ?? slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** The template's 'text-primary' style colours as Mantine colours. */
export function groupColor(iconColor: string): string {
  const names: Record<string, string> = {
    primary: 'blue',
    success: 'teal',
    danger: 'red',
    warning: 'orange',
    info: 'cyan',
    secondary: 'gray',
  };
  return names[iconColor.replace(/^text-/, '')] ?? 'blue';
}
