// Sample blog of the template (TEMPLATE-BACKEND.md §2): 6 posts, sidebar, the detail of a post (the first one
// unless asked) with its comments, and its edit record. Every post's comment count is its number of comments.
// Tags and categories keep the template's codes (Fashion, Food, Gaming, Quote, Video); the screens name them.

interface Post {
  title: string;
  slug: string;
  author: string;
  tags: string[];
  excerpt: string;
  content: string[];
  comments: [author: string, text: string][];
}

const POSTS: Post[] = [
  {
    title: 'Dez pequenos hábitos de equipes tranquilas',
    slug: 'dez-pequenos-habitos-de-equipes-tranquilas',
    author: 'Marta Veiga',
    tags: ['Quote', 'Fashion'],
    excerpt: 'Equipes tranquilas anotam tudo, dizem não cedo e terminam o que começam.',
    content: [
      'Equipes tranquilas anotam tudo, dizem não cedo e terminam o que começam.',
      'Não é falta de trabalho: é combinar prioridades toda segunda-feira e proteger as manhãs para o que exige concentração.',
      'Reuniões curtas, com pauta enviada na véspera, e decisões registradas no mesmo dia evitam a pergunta de sempre: o que foi mesmo que decidimos?',
    ],
    comments: [['Rui Amaral', 'Dizer não cedo é o mais difícil. Obrigado pelo empurrão!']],
  },
  {
    title: 'Guia de fim de semana para o pão de fermentação natural',
    slug: 'guia-de-fim-de-semana-para-o-pao-de-fermentacao-natural',
    author: 'Rui Amaral',
    tags: ['Food'],
    excerpt: 'Do levain ao forno em dois dias, com horários que cabem num sábado comum.',
    content: [
      'Do levain ao forno em dois dias, com horários que cabem num sábado comum.',
      'Na sexta à noite, alimente o fermento. No sábado cedo, misture farinha, água e sal, e faça dobras a cada meia hora durante a manhã.',
      'Modele no fim da tarde, deixe a massa na geladeira durante a noite e asse no domingo, em panela de ferro bem quente.',
    ],
    comments: [
      ['Sofia Leal', 'Segui o passo a passo e deu certo na primeira tentativa.'],
      ['Tiago Nunes', 'Qual farinha você usa? A minha ficou mole demais.'],
      ['Rui Amaral', 'Tiago, tente uma farinha com mais proteína e um pouco menos de água.'],
    ],
  },
  {
    title: 'O que os speedrunners ensinam sobre foco',
    slug: 'o-que-os-speedrunners-ensinam-sobre-foco',
    author: 'Sofia Leal',
    tags: ['Gaming', 'Video'],
    excerpt: 'Treinar um trecho difícil cem vezes diz muito sobre como aprendemos qualquer coisa.',
    content: [
      'Treinar um trecho difícil cem vezes diz muito sobre como aprendemos qualquer coisa.',
      'Quem joga para terminar no menor tempo divide o jogo em partes, mede cada uma e ataca a que mais atrasa.',
      'Trocar o jogo pelo trabalho do dia a dia funciona do mesmo jeito: medir antes de mudar e mudar uma coisa de cada vez.',
    ],
    comments: [],
  },
  {
    title: 'A frase que mudou as minhas manhãs',
    slug: 'a-frase-que-mudou-as-minhas-manhas',
    author: 'Marta Veiga',
    tags: ['Quote'],
    excerpt: '"Comece pelo que importa, não pelo que grita." Um lembrete colado na tela do computador.',
    content: [
      '"Comece pelo que importa, não pelo que grita." Um lembrete colado na tela do computador.',
      'Por anos abri o e-mail antes de tudo e passei as manhãs respondendo aos outros. Hoje a primeira hora é da tarefa mais importante do dia.',
    ],
    comments: [
      ['Inês Gouveia', 'Vou colar essa frase no meu monitor também.'],
      ['Pedro Salgado', 'Difícil é não abrir o celular antes do café.'],
    ],
  },
  {
    title: 'Gravando um curta só com o celular',
    slug: 'gravando-um-curta-so-com-o-celular',
    author: 'Rui Amaral',
    tags: ['Video'],
    excerpt: 'Luz de janela, um tripé barato e som gravado de perto: o resto é roteiro.',
    content: [
      'Luz de janela, um tripé barato e som gravado de perto: o resto é roteiro.',
      'Grave sempre na horizontal, trave a exposição antes de cada cena e use um segundo celular como gravador de voz perto de quem fala.',
    ],
    comments: [['Marta Veiga', 'O truque do segundo celular salvou o meu vídeo de formatura.']],
  },
  {
    title: 'Tendências de cores para a próxima estação',
    slug: 'tendencias-de-cores-para-a-proxima-estacao',
    author: 'Sofia Leal',
    tags: ['Fashion'],
    excerpt: 'Terracota, verde-musgo e azul profundo aparecem das passarelas às vitrines.',
    content: [
      'Terracota, verde-musgo e azul profundo aparecem das passarelas às vitrines.',
      'São cores fáceis de combinar com peças neutras que você já tem no armário: comece por um acessório antes de investir numa peça grande.',
    ],
    comments: [
      ['Tiago Nunes', 'Verde-musgo com jeans fica ótimo.'],
      ['Inês Gouveia', 'Terracota voltou com tudo, adorei as dicas.'],
    ],
  },
];

const posted = (index: number) => new Date(Date.UTC(2020, 0, 10 + index, 12)).toISOString();
const commented = (index: number, n: number) =>
  new Date(Date.UTC(2020, 4, 24 + index, 15, n * 7)).toISOString();
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

export function seedBlogList() {
  return POSTS.map((post, index) => ({
    id: index + 1,
    img: `/modelo/img/blog/${index + 1}.svg`,
    title: post.title,
    avatar: `/modelo/img/avatars/${index + 1}.svg`,
    userFullName: post.author,
    blogPosted: posted(index),
    tags: post.tags,
    excerpt: post.excerpt,
    comment: post.comments.length,
  }));
}

export function seedBlogSidebar() {
  return {
    recentPosts: POSTS.slice(0, 4).map((post, index) => ({
      id: index + 1,
      img: `/modelo/img/blog/${index + 1}.svg`,
      title: post.title,
      createdTime: posted(index),
    })),
    categories: [
      { category: 'Fashion', icon: 'Watch' },
      { category: 'Food', icon: 'ShoppingCart' },
      { category: 'Gaming', icon: 'Command' },
      { category: 'Quote', icon: 'Hash' },
      { category: 'Video', icon: 'Video' },
    ],
  };
}

export type BlogDetail = ReturnType<typeof blogDetail>;

/** The detail of post `id` (1–6). */
function blogDetail(index: number) {
  const post = POSTS[index] ?? POSTS[0]!;
  return {
    blog: {
      img: `/modelo/img/blog/${index + 1}.svg`,
      title: post.title,
      avatar: `/modelo/img/avatars/${index + 1}.svg`,
      userFullName: post.author,
      createdTime: posted(index),
      tags: post.tags,
      content: paragraphs(post.content),
      comments: post.comments.length,
      bookmarked: false,
    },
    comments: post.comments.map(([userFullName, commentText], n) => ({
      avatar: `/modelo/img/avatars/${((index + n + 1) % 12) + 1}.svg`,
      userFullName,
      commentedAt: commented(index, n),
      commentText,
    })),
  };
}

/** Every post's detail, by id. */
export function seedBlogDetails(): Record<number, BlogDetail> {
  return Object.fromEntries(POSTS.map((_, index) => [index + 1, blogDetail(index)]));
}

export function seedBlogEdit() {
  const post = POSTS[0]!;
  return {
    avatar: '/modelo/img/avatars/1.svg',
    userFullName: post.author,
    createdTime: posted(0),
    blogTitle: post.title,
    blogCategories: [
      { value: 'fashion', label: 'Moda' },
      { value: 'quote', label: 'Citações' },
    ],
    slug: post.slug,
    status: 'Published',
    excerpt: paragraphs([post.excerpt]),
    featuredImage: '/modelo/img/blog/1.svg',
  };
}
