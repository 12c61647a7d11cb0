// Sample blog of the template (TEMPLATE-BACKEND.md §2): 6 posts, sidebar, one detail and its edit record.
const TITLES = [
  'Ten Small Habits of Calm Teams',
  'A Weekend Guide to Sourdough',
  'What Speedrunners Teach About Focus',
  'The Quote That Changed My Mornings',
  'Filming a Short on a Phone',
  'Colour Trends for the Coming Season',
];
const AUTHORS = ['Marta Veiga', 'Rui Amaral', 'Sofia Leal'];
const TAGS = [['Quote', 'Fashion'], ['Food'], ['Gaming', 'Video'], ['Quote'], ['Video'], ['Fashion']];

export function seedBlogList() {
  return TITLES.map((title, index) => ({
    id: index + 1,
    img: `/modelo/img/blog/${index + 1}.svg`,
    title,
    avatar: `/modelo/img/avatars/${index + 1}.svg`,
    userFullName: AUTHORS[index % AUTHORS.length] ?? '',
    blogPosted: `Jan ${10 + index}, 2020`,
    tags: TAGS[index] ?? [],
    excerpt: `${title}: a short sample post written for the demo blog.`,
    comment: 100 + index * 37,
  }));
}

export function seedBlogSidebar() {
  return {
    recentPosts: TITLES.slice(0, 4).map((title, index) => ({
      id: index + 1,
      img: `/modelo/img/blog/${index + 1}.svg`,
      title,
      createdTime: `Jan ${14 - index}, 2020`,
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

export function seedBlogDetail() {
  return {
    blog: {
      img: '/modelo/img/blog/1.svg',
      title: TITLES[0] ?? '',
      avatar: '/modelo/img/avatars/1.svg',
      userFullName: 'Marta Veiga',
      createdTime: 'Jan 10, 2020',
      tags: ['Quote', 'Fashion'],
      content: '<p>Calm teams write things down, say no early and finish what they start.</p>',
      comments: 1,
      bookmarked: false,
    },
    comments: [
      {
        avatar: '/modelo/img/avatars/2.svg',
        userFullName: 'Rui Amaral',
        commentedAt: 'May 24, 2020',
        commentText: 'Saying no early is the hardest one; thanks for the nudge.',
      },
    ],
  };
}

export function seedBlogEdit() {
  return {
    avatar: '/modelo/img/avatars/1.svg',
    userFullName: 'Marta Veiga',
    createdTime: 'Jan 10, 2020',
    blogTitle: TITLES[0] ?? '',
    blogCategories: [
      { value: 'fashion', label: 'Fashion' },
      { value: 'quote', label: 'Quote' },
    ],
    slug: 'ten-small-habits-of-calm-teams',
    status: 'Published',
    excerpt: '<p>Calm teams write things down, say no early and finish what they start.</p>',
    featuredImage: '/modelo/img/blog/1.svg',
  };
}
