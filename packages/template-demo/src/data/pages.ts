import { pick } from './pick.ts';

// Sample content of the template's static pages (TEMPLATE-BACKEND.md §2, §10); all text made up for the demo.

export function seedAccountSettings() {
  return {
    general: {
      avatar: '/modelo/img/avatars/1.svg',
      username: 'joaosilva',
      fullName: 'João Silva',
      email: 'joao.silva@example.org',
      company: 'Lumen Works',
    },
    info: { bio: '', dob: null, country: 'USA', website: '', phone: 6562542568 },
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

const PEOPLE = ['Marta Veiga', 'Rui Amaral', 'Sofia Leal', 'Tiago Nunes', 'Ines Gouveia', 'Pedro Salgado'];

export function seedProfile() {
  return {
    header: {
      avatar: '/modelo/img/avatars/4.svg',
      username: 'Helena Moraes',
      designation: 'Product Designer',
      coverImg: '/modelo/img/profile/cover.svg',
    },
    userAbout: {
      about: 'Designs calm interfaces for busy people and sketches in the margins of every meeting.',
      joined: 'November 15, 2015',
      lives: 'Porto Alegre, Brazil',
      email: 'helena.moraes@example.org',
      website: 'www.helena-moraes.example',
    },
    suggestedPages: [
      'Design Notes',
      'Type Club',
      'Colour Theory',
      'Grid Lovers',
      'Icon Lab',
      'Motion Daily',
    ].map((username, index) => ({
      avatar: `/modelo/img/avatars/${index + 5}.svg`,
      username,
      subtitle: 'Company',
      favorite: index % 2 === 0,
    })),
    twitterFeeds: [1, 2, 3].map((index) => ({
      imgUrl: `/modelo/img/avatars/${index}.svg`,
      title: pick(PEOPLE, index),
      id: `@${pick(PEOPLE, index).split(' ')[0]?.toLowerCase()}`,
      tags: '#design #ux',
      desc: 'Shipped a new colour palette today; contrast checked twice.',
      favorite: index === 2,
    })),
    post: [1, 2, 3].map((index) => ({
      avatar: `/modelo/img/avatars/${index + 2}.svg`,
      username: pick(PEOPLE, index + 2),
      postTime: `${index * 9} Dec 2019 at 1:16 AM`,
      postText: 'A quiet morning, a blank canvas and a strong coffee.',
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
          comment: 'Lovely light in this one.',
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
      mutualFriend: `${(index + 2) * 3} Mutual Friends`,
    })),
    polls: [
      { name: 'Sketch first', result: '82%', pollUsers: PEOPLE.slice(0, 3) },
      { name: 'Code first', result: '18%', pollUsers: PEOPLE.slice(3) },
    ].map((poll) => ({
      ...poll,
      pollUsers: poll.pollUsers.map((username) => ({ username, img: '/modelo/img/avatars/1.svg' })),
    })),
  };
}

function plan(title: string, monthlyPrice: number, perMonth: number, popular: boolean, benefits: string[]) {
  return {
    title,
    img: `/modelo/img/pricing/${title.toLowerCase()}.svg`,
    subtitle: `The ${title.toLowerCase()} plan`,
    monthlyPrice,
    yearlyPlan: { perMonth, totalAnnual: perMonth * 12 },
    planBenefits: benefits,
    popular,
  };
}

export function seedPricing() {
  return {
    basicPlan: plan('Basic', 0, 0, false, [
      'One project',
      'One team member',
      'Community forum',
      'Basic reports',
      '1 GB storage',
    ]),
    standardPlan: plan('Standard', 49, 40, true, [
      'Ten projects',
      'Five team members',
      'E-mail support',
      'Custom reports',
      '50 GB storage',
    ]),
    enterprisePlan: plan('Enterprise', 99, 80, false, [
      'Unlimited projects',
      'Unlimited team members',
      'Phone support',
      'Audit log',
      '1 TB storage',
    ]),
    qandA: [
      { question: 'Can I switch plans later?', ans: 'Yes, the difference is prorated on the next invoice.' },
      {
        question: 'Is there a free trial?',
        ans: 'The Basic plan is free forever; paid plans have 14 days free.',
      },
      { question: 'Can I cancel at any time?', ans: 'Yes, and you keep access until the end of the period.' },
    ],
  };
}
