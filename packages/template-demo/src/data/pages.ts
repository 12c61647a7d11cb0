import { pick } from './pick.ts';

// Sample content of the template's static pages (TEMPLATE-BACKEND.md §2, §10); all text made up for the demo.

export function seedAccountSettings() {
  return {
    general: {
      avatar: '/modelo/img/avatars/1.svg',
      username: 'joaosilva',
      fullName: 'João Silva',
      email: 'joao.silva@example.org',
      company: 'Lúmen Consultoria',
    },
    info: { bio: '', dob: null, country: 'Brasil', website: '', phone: 61998765432 },
    social: {
      socialLinks: {
        twitter: 'https://twitter.example/joaosilva',
        facebook: '',
        google: '',
        linkedIn: 'https://linkedin.example/in/joaosilva',
        instagram: '',
        quora: '',
      },
      connections: {
        twitter: { profileImg: '/modelo/img/avatars/2.svg', id: 'joaosilva' },
        google: {
          profileImg: '/modelo/img/avatars/3.svg',
          id: 'joao.silva',
          integrations: { gmail: '', googleDrive: '', calendar: '' },
        },
        facebook: {},
        github: {},
      },
    },
    notification: {
      commentOnArticle: true,
      answerOnForm: true,
      followMe: false,
      newAnnouncements: true,
      productUpdates: true,
      blogDigest: false,
    },
  };
}

const PEOPLE = ['Marta Veiga', 'Rui Amaral', 'Sofia Leal', 'Tiago Nunes', 'Inês Gouveia', 'Pedro Salgado'];

const POSTS = [
  'Manhã tranquila, tela em branco e um café forte. Hoje sai o protótipo novo.',
  'Terminamos a pesquisa com os usuários: quase todos querem menos cliques e letras maiores.',
  'Oficina de acessibilidade com a equipe toda. Contraste, foco visível e textos claros.',
];
const COMMENTS = [
  'Que luz bonita nessa foto!',
  'Manda o link do protótipo depois?',
  'Ótima iniciativa, parabéns.',
];

export function seedProfile() {
  return {
    header: {
      avatar: '/modelo/img/avatars/1.svg',
      username: 'João Silva',
      designation: 'Designer de produto',
      coverImg: '/modelo/img/profile/cover.svg',
    },
    userAbout: {
      about: 'Desenha telas simples para gente ocupada e rabisca ideias na margem de toda reunião.',
      joined: '15/11/2015',
      lives: 'Brasília, Brasil',
      email: 'joao.silva@example.org',
      website: 'www.joaosilva.example',
    },
    suggestedPages: [
      'Notas de Design',
      'Clube da Tipografia',
      'Teoria das Cores',
      'Amigos do Grid',
      'Laboratório de Ícones',
      'Movimento Diário',
    ].map((username, index) => ({
      avatar: `/modelo/img/avatars/${index + 5}.svg`,
      username,
      subtitle: 'Empresa',
      favorite: index % 2 === 0,
    })),
    twitterFeeds: [1, 2, 3].map((index) => ({
      imgUrl: `/modelo/img/avatars/${index}.svg`,
      title: pick(PEOPLE, index),
      id: `@${pick(PEOPLE, index).split(' ')[0]?.toLowerCase()}`,
      tags: '#design #ux',
      desc: pick(
        [
          'Paleta de cores nova publicada hoje; contraste conferido duas vezes.',
          'Alguém indica um bom curso de redação para interfaces?',
          'Protótipo aprovado na primeira rodada. Hoje tem pão de queijo!',
        ],
        index - 1,
      ),
      favorite: index === 2,
    })),
    post: [1, 2, 3].map((index) => ({
      avatar: `/modelo/img/avatars/${index + 2}.svg`,
      username: pick(PEOPLE, index + 2),
      // Local time, as the template's '9 Dec 2019 at 1:16 AM'.
      postTime: `2019-12-${String(index * 9).padStart(2, '0')}T01:16:00`,
      postText: pick(POSTS, index - 1),
      postImg: `/modelo/img/profile/post-${index}.svg`,
      likes: `${index * 1.2}k`,
      youLiked: index !== 2,
      comments: index * 17,
      share: index * 5,
      likedUsers: PEOPLE.slice(0, 3).map((name, i) => ({
        avatar: `/modelo/img/avatars/${i + 1}.svg`,
        username: name,
      })),
      likedCount: index * 40,
      detailedComments: [
        {
          avatar: `/modelo/img/avatars/${index + 6}.svg`,
          username: pick(PEOPLE, index + 3),
          comment: pick(COMMENTS, index - 1),
          commentsLikes: index * 3,
          youLiked: false,
        },
      ],
    })),
    latestPhotos: Array.from({ length: 9 }, (_, index) => ({
      img: `/modelo/img/profile/photo-${index + 1}.svg`,
    })),
    suggestions: PEOPLE.map((name, index) => ({
      avatar: `/modelo/img/avatars/${index + 1}.svg`,
      name,
      mutualFriend: `${(index + 2) * 3} amigos em comum`,
    })),
    polls: [
      { name: 'Rascunho no papel primeiro', result: '82%', pollUsers: PEOPLE.slice(0, 3) },
      { name: 'Direto no código', result: '18%', pollUsers: PEOPLE.slice(3) },
    ].map((poll) => ({
      ...poll,
      pollUsers: poll.pollUsers.map((username) => ({ username, img: '/modelo/img/avatars/1.svg' })),
    })),
  };
}

function plan(
  key: string,
  title: string,
  subtitle: string,
  prices: [monthly: number, perMonth: number],
  popular: boolean,
  benefits: string[],
) {
  const [monthlyPrice, perMonth] = prices;
  return {
    title,
    img: `/modelo/img/pricing/${key}.svg`,
    subtitle,
    monthlyPrice,
    yearlyPlan: { perMonth, totalAnnual: perMonth * 12 },
    planBenefits: benefits,
    popular,
  };
}

export function seedPricing() {
  return {
    basicPlan: plan('basic', 'Básico', 'Para começar sem custo', [0, 0], false, [
      'Um projeto',
      'Uma pessoa na equipe',
      'Fórum da comunidade',
      'Relatórios básicos',
      '1 GB de armazenamento',
    ]),
    standardPlan: plan('standard', 'Padrão', 'Para equipes pequenas', [49, 40], true, [
      'Dez projetos',
      'Cinco pessoas na equipe',
      'Suporte por e-mail',
      'Relatórios personalizados',
      '50 GB de armazenamento',
    ]),
    enterprisePlan: plan('enterprise', 'Corporativo', 'Para organizações maiores', [99, 80], false, [
      'Projetos ilimitados',
      'Equipe ilimitada',
      'Suporte por telefone',
      'Registro de auditoria',
      '1 TB de armazenamento',
    ]),
    qandA: [
      {
        question: 'Posso trocar de plano depois?',
        ans: 'Sim. A diferença é calculada proporcionalmente na próxima fatura.',
      },
      {
        question: 'Existe período de teste?',
        ans: 'O plano Básico é sempre gratuito; os planos pagos têm 14 dias grátis.',
      },
      {
        question: 'Posso cancelar quando quiser?',
        ans: 'Sim, e o acesso continua até o fim do período já pago.',
      },
    ],
  };
}
