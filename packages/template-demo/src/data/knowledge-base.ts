// Sample knowledge base (TEMPLATE-BACKEND §2): 6 category cards; each category has its own 6 question groups
// of 5, 5, 5, 5, 5 and 4 articles (29), and every article opens with 5 related questions. Our own pt-BR text.
import { pick } from './pick.ts';

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

type Category = {
  slug: string;
  title: string;
  desc: string;
  groups: [title: string, intro: string, questions: string[]][];
};

const CATEGORIES: Category[] = [
  {
    slug: 'sales-automation',
    title: 'Automação de vendas',
    desc: 'Deixe o funil andar sozinho.',
    groups: [
      [
        'Primeiros passos',
        'O funil de vendas organiza cada negociação em etapas, do primeiro contato ao fechamento.',
        [
          'Como criar meu primeiro funil de vendas',
          'Quais etapas um funil deve ter',
          'Como importar contatos de uma planilha',
          'Como convidar a equipe comercial',
          'Onde vejo o resumo das negociações',
        ],
      ],
      [
        'Negociações',
        'Cada negociação guarda o valor, o contato, a etapa e o histórico de conversas.',
        [
          'Como mover uma negociação de etapa',
          'Como registrar uma ligação feita',
          'Como marcar uma negociação como perdida',
          'Posso juntar duas negociações repetidas?',
          'Como definir a data prevista de fechamento',
        ],
      ],
      [
        'Tarefas automáticas',
        'As regras criam tarefas e lembretes sozinhas quando uma negociação muda.',
        [
          'Como criar uma regra de acompanhamento',
          'Como avisar o vendedor quando um prazo vence',
          'Posso pausar uma regra sem apagá-la?',
          'Como ver o que cada regra já fez',
          'Quantas regras posso ter ativas',
        ],
      ],
      [
        'Metas e comissões',
        'Metas mensais por vendedor mostram quanto falta e quanto já foi vendido.',
        [
          'Como cadastrar a meta do mês',
          'Como calcular a comissão de cada vendedor',
          'Posso ter metas por produto?',
          'Como corrigir uma venda lançada errada',
          'Onde exporto o relatório de comissões',
        ],
      ],
      [
        'Propostas',
        'Propostas saem de modelos prontos, com os itens e o valor da negociação.',
        [
          'Como montar um modelo de proposta',
          'Como enviar a proposta por e-mail',
          'Como saber se o cliente abriu a proposta',
          'Posso pedir assinatura eletrônica?',
          'Como dar desconto numa proposta',
        ],
      ],
      [
        'Relatórios de vendas',
        'Os relatórios comparam períodos, vendedores e etapas do funil.',
        [
          'Como ver a taxa de conversão por etapa',
          'Como comparar dois meses de vendas',
          'Posso agendar o envio de um relatório?',
          'Como filtrar as vendas por região',
        ],
      ],
    ],
  },
  {
    slug: 'marketing-automation',
    title: 'Automação de marketing',
    desc: 'Campanhas que rodam enquanto você dorme.',
    groups: [
      [
        'Fluxos de campanha',
        'Um fluxo envia mensagens em sequência conforme o que cada contato faz.',
        [
          'Como desenhar um fluxo de boas-vindas',
          'Como esperar alguns dias entre duas mensagens',
          'Como tirar do fluxo quem já comprou',
          'Posso copiar um fluxo de outra campanha?',
          'Como testar um fluxo antes de ativá-lo',
        ],
      ],
      [
        'Segmentação',
        'Segmentos agrupam os contatos por interesse, cidade ou comportamento.',
        [
          'Como criar um segmento por cidade',
          'Como separar quem abriu o último boletim',
          'Os segmentos se atualizam sozinhos?',
          'Como combinar duas condições num segmento',
          'Quantos contatos cabem num segmento',
        ],
      ],
      [
        'Pontuação de contatos',
        'A pontuação mostra quais contatos estão mais perto de comprar.',
        [
          'Como dar pontos a quem visita a página de preços',
          'Como tirar pontos de quem some por meses',
          'A partir de quantos pontos o contato vai para vendas?',
          'Posso zerar a pontuação de todos?',
          'Onde vejo o histórico de pontos de um contato',
        ],
      ],
      [
        'Redes sociais',
        'Publicações podem ser agendadas e medidas no mesmo painel.',
        [
          'Como agendar uma publicação',
          'Como ligar a página da empresa',
          'Posso publicar em várias redes de uma vez?',
          'Como ver o alcance de cada publicação',
          'Como responder comentários pelo painel',
        ],
      ],
      [
        'Páginas de captura',
        'Páginas simples com formulário transformam visitantes em contatos.',
        [
          'Como criar uma página de captura',
          'Como usar meu próprio domínio',
          'Como mandar os inscritos para um fluxo',
          'Posso testar duas versões da página?',
          'Como pedir o consentimento da LGPD no formulário',
        ],
      ],
      [
        'Resultados',
        'Os resultados mostram quanto cada campanha trouxe de contatos e vendas.',
        [
          'Como medir o retorno de uma campanha',
          'Como ver de onde vieram os contatos',
          'Posso comparar duas campanhas?',
          'Como baixar os números em planilha',
        ],
      ],
    ],
  },
  {
    slug: 'api-questions',
    title: 'Dúvidas sobre a API',
    desc: 'Chaves, limites e webhooks.',
    groups: [
      [
        'Autenticação',
        'Toda chamada à API leva uma chave de acesso no cabeçalho.',
        [
          'Como gerar uma chave de acesso',
          'Onde guardar a chave com segurança',
          'Como revogar uma chave vazada',
          'Posso ter uma chave por sistema?',
          'Por quanto tempo a chave vale',
        ],
      ],
      [
        'Limites de uso',
        'Os limites protegem o serviço de excessos e valem por minuto.',
        [
          'Quantas chamadas posso fazer por minuto',
          'O que acontece quando passo do limite',
          'Como pedir um limite maior',
          'As chamadas com erro contam no limite?',
          'Como ver o consumo do mês',
        ],
      ],
      [
        'Webhooks',
        'Webhooks avisam o seu sistema assim que algo muda do nosso lado.',
        [
          'Como cadastrar um endereço de webhook',
          'Como confirmar que o aviso veio de nós',
          'O que acontece se o meu servidor cair',
          'Posso escolher quais eventos receber?',
          'Como reenviar um aviso que falhou',
        ],
      ],
      [
        'Contatos pela API',
        'A API cria, altera e busca contatos com os mesmos campos da tela.',
        [
          'Como criar um contato pela API',
          'Como atualizar vários contatos de uma vez',
          'Como buscar um contato pelo e-mail',
          'Os campos personalizados aparecem na API?',
          'Como apagar um contato pela API',
        ],
      ],
      [
        'Erros comuns',
        'Cada resposta de erro traz um código e uma mensagem explicando a causa.',
        [
          'O que significa o erro 401',
          'Por que recebo o erro 422',
          'Como tratar o erro 429',
          'O que fazer diante de um erro 500',
          'Onde vejo o registro das minhas chamadas',
        ],
      ],
      [
        'Bibliotecas',
        'Há exemplos prontos para as linguagens mais usadas.',
        [
          'Existe biblioteca oficial para JavaScript?',
          'Como chamar a API em Python',
          'Onde encontro a coleção de exemplos',
          'Como testar num ambiente de homologação',
        ],
      ],
    ],
  },
  {
    slug: 'personalization',
    title: 'Personalização',
    desc: 'Cada página feita para quem a visita.',
    groups: [
      [
        'Conteúdo dinâmico',
        'Blocos dinâmicos mudam o texto conforme quem está lendo.',
        [
          'Como mostrar o nome do visitante na página',
          'Como trocar a oferta por cidade',
          'Posso mostrar um bloco só para clientes?',
          'Como pré-visualizar a página de cada público',
          'O que aparece para quem não é identificado',
        ],
      ],
      [
        'Recomendações',
        'As recomendações sugerem itens parecidos com o que a pessoa já viu.',
        [
          'Como ligar as recomendações de produtos',
          'De onde vêm as sugestões',
          'Posso esconder um produto das sugestões?',
          'Como medir os cliques nas recomendações',
          'As sugestões respeitam o estoque?',
        ],
      ],
      [
        'Testes A/B',
        'Um teste A/B mostra duas versões e aponta a que funciona melhor.',
        [
          'Como criar um teste A/B',
          'Quanto tempo um teste deve durar',
          'Como escolher a versão vencedora',
          'Posso testar três versões ao mesmo tempo?',
          'Como encerrar um teste antes do prazo',
        ],
      ],
      [
        'Públicos',
        'Públicos reúnem visitantes com o mesmo perfil ou interesse.',
        [
          'Como criar um público por interesse',
          'Como incluir quem veio de uma campanha',
          'Os públicos valem também para o aplicativo?',
          'Como excluir a equipe interna dos públicos',
          'Quantos públicos posso manter',
        ],
      ],
      [
        'Privacidade',
        'A personalização só usa dados que o visitante autorizou.',
        [
          'Como pedir o consentimento de cookies',
          'O que acontece se o visitante recusar',
          'Como apagar os dados de um visitante',
          'Os dados ficam guardados no Brasil?',
          'Como atender um pedido feito pela LGPD',
        ],
      ],
      [
        'Desempenho',
        'Os blocos carregam sem atrasar a página.',
        [
          'A personalização deixa a página mais lenta?',
          'Como ver o tempo de carregamento',
          'O que fazer se um bloco não aparecer',
          'Como desligar tudo de uma vez',
        ],
      ],
    ],
  },
  {
    slug: 'email-marketing',
    title: 'E-mail marketing',
    desc: 'Boletins que as pessoas abrem de verdade.',
    groups: [
      [
        'Listas de contatos',
        'As listas guardam quem aceitou receber os seus boletins.',
        [
          'Como importar uma lista de contatos',
          'Como tirar endereços repetidos',
          'Como tratar quem pediu para sair',
          'Posso comprar uma lista pronta?',
          'Como separar a lista por interesse',
        ],
      ],
      [
        'Editor de mensagens',
        'O editor monta a mensagem com blocos de texto, imagem e botão.',
        [
          'Como montar um boletim do zero',
          'Como salvar um modelo para reaproveitar',
          'Como ver a mensagem no celular',
          'Posso colar o meu próprio HTML?',
          'Como incluir o link de descadastro',
        ],
      ],
      [
        'Envios',
        'Os envios podem sair na hora ou ficar agendados.',
        [
          'Como agendar um envio',
          'Qual o melhor horário para enviar',
          'Como enviar um teste para mim mesmo',
          'Posso cancelar um envio agendado?',
          'Como reenviar para quem não abriu',
        ],
      ],
      [
        'Entregabilidade',
        'Boas práticas evitam que as mensagens caiam no lixo eletrônico.',
        [
          'Por que meus boletins caem no spam',
          'Como configurar SPF e DKIM no domínio',
          'O que é a reputação do remetente',
          'Como tratar os endereços que voltam',
          'Quantas mensagens posso mandar por dia',
        ],
      ],
      [
        'Automação de boletins',
        'Boletins automáticos saem sozinhos em datas ou eventos.',
        [
          'Como mandar parabéns no aniversário do contato',
          'Como avisar sobre um carrinho abandonado',
          'Como criar uma série de boas-vindas',
          'Posso parar a série para um contato',
          'Como ver quem está em cada etapa',
        ],
      ],
      [
        'Métricas',
        'As métricas mostram aberturas, cliques e descadastros de cada envio.',
        [
          'Como ver a taxa de abertura',
          'Como saber quem clicou em cada link',
          'O que conta como descadastro',
          'Como comparar dois boletins',
        ],
      ],
    ],
  },
  {
    slug: 'demand-generation',
    title: 'Geração de demanda',
    desc: 'Transforme interesse em contatos.',
    groups: [
      [
        'Planejamento',
        'Um bom plano define público, canais e metas antes de gastar.',
        [
          'Como definir o público-alvo',
          'Como escolher os canais certos',
          'Quanto investir no primeiro mês',
          'Como montar um calendário de ações',
          'Que metas faz sentido acompanhar',
        ],
      ],
      [
        'Conteúdo',
        'Materiais úteis atraem pessoas interessadas no assunto.',
        [
          'Que tipo de material atrai mais contatos',
          'Como transformar um artigo em e-book',
          'Com que frequência publicar',
          'Como reaproveitar um seminário gravado',
          'Como medir o interesse por um tema',
        ],
      ],
      [
        'Eventos',
        'Eventos presenciais e on-line aproximam a marca de quem decide.',
        [
          'Como organizar um seminário on-line',
          'Como confirmar a presença dos inscritos',
          'O que enviar depois do evento',
          'Como medir o resultado de uma feira',
          'Vale a pena patrocinar eventos do setor?',
        ],
      ],
      [
        'Anúncios',
        'Anúncios pagos levam visitantes para as páginas de captura.',
        [
          'Como ligar a conta de anúncios',
          'Como acompanhar o custo por contato',
          'Como evitar mostrar anúncios a clientes',
          'Posso usar a mesma arte em todas as redes?',
          'Quando pausar um anúncio',
        ],
      ],
      [
        'Qualificação',
        'Qualificar separa os curiosos de quem está pronto para conversar.',
        [
          'Como definir um contato qualificado',
          'Quem decide se o contato vai para vendas',
          'Como devolver um contato para o marketing',
          'Que perguntas fazer no primeiro contato',
          'Como registrar o motivo da desqualificação',
        ],
      ],
      [
        'Parcerias',
        'Parceiros indicam clientes e dividem os resultados.',
        [
          'Como cadastrar um parceiro',
          'Como acompanhar as indicações recebidas',
          'Como pagar a comissão do parceiro',
          'Posso dar materiais prontos aos parceiros?',
        ],
      ],
    ],
  },
];

const COLORS = ['text-primary', 'text-success', 'text-danger', 'text-warning', 'text-info', 'text-secondary'];
const UPDATED = ['10 Dec 2020', '4 Nov 2020', '21 Oct 2020', '15 Sep 2020', '2 Dec 2020', '28 Aug 2020'];

export function seedKnowledgeBase(): KnowledgeCard[] {
  return CATEGORIES.map(({ slug, title, desc }, index) => ({
    id: index + 1,
    category: slug,
    img: `/modelo/img/kb/${index + 1}.svg`,
    title,
    desc,
  }));
}

export interface KnowledgeStore {
  /** The question groups of each category, by its slug. */
  groups: Record<string, KnowledgeGroup[]>;
  /** Each group's opening sentence, by group id, for the article text. */
  intros: Record<number, string>;
}

/** Group ids and article ids run on across the categories, so each is unique in the whole base. */
export function seedKnowledgeStore(): KnowledgeStore {
  let groupId = 1;
  let articleId = 1;
  const groups: Record<string, KnowledgeGroup[]> = {};
  const intros: Record<number, string> = {};
  for (const category of CATEGORIES) {
    groups[category.slug] = category.groups.map(([title, intro, questions], index) => {
      const id = groupId++;
      intros[id] = intro;
      return {
        id,
        title,
        icon: 'Folder',
        iconColor: pick(COLORS, index),
        questions: questions.map((question) => {
          const qid = articleId++;
          return { id: qid, question, slug: `artigo-${qid}` };
        }),
      };
    });
  }
  return { groups, intros };
}

export const DEFAULT_CATEGORY = CATEGORIES[0]?.slug ?? '';

/**
 * One article: its question as the title, text built from its group's opening sentence, and the 5 other
 * questions of its category nearest to it. An unknown slug gives the first article of the category.
 */
export function knowledgeQuestion(store: KnowledgeStore, category: string, slug: string): KnowledgeQuestion {
  const groups = store.groups[category] ?? store.groups[DEFAULT_CATEGORY] ?? [];
  const all = groups.flatMap((group) => group.questions.map((q) => ({ ...q, groupId: group.id })));
  const index = Math.max(
    0,
    all.findIndex((q) => q.slug === slug),
  );
  const article = all[index] ?? { id: 0, question: '', slug: '', groupId: 0 };
  const others = all.filter((_, i) => i !== index);
  const start = Math.min(Math.max(0, index - 2), Math.max(0, others.length - 5));
  const groupTitle = groups.find((g) => g.id === article.groupId)?.title ?? '';
  return {
    title: article.question,
    lastUpdated: pick(UPDATED, article.id),
    relatedQuestions: others.slice(start, start + 5).map(({ id, question }) => ({ id, question })),
    content: [
      `<p>${store.intros[article.groupId] ?? ''}</p>`,
      `<p>Para começar, abra o menu ${groupTitle} e siga as instruções da tela. As alterações valem na hora e podem ser desfeitas no mesmo lugar.</p>`,
      '<p>Se algo não sair como esperado, fale com o nosso atendimento pelo chat ou pelo e-mail suporte@modelo.demo, informando o nome da conta e o que você tentou fazer.</p>',
    ].join(''),
  };
}
