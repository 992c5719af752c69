import type { Bank } from '../bank.ts';

export const en: Bank = {
  titles: {
    blog: '{Kp}: a practical guide for {audience}',
    social: '{Kp} in one minute',
    email: '{Kp}: what it can do for you this month',
    landing: '{Kp} made simple with {site}',
    product: '{product}: the easy way to handle {kp}',
  },
  meta: {
    blog: 'Learn how {kp} works, why it matters to {audience} and the simple steps {site} uses to get results you can measure.',
    social: 'A short take on {kp} from {site}: one idea you can use today, with a link to learn more.',
    email:
      'This month from {site}: what {kp} means for you, three quick tips and one clear next step to take.',
    landing:
      'Discover {kp} with {site}. See how it works, what you get and how to start in a few minutes, with help at every step.',
    product:
      'Meet {product} from {site}: clear features for {kp}, real benefits for {audience}, and an easy way to start today.',
  },
  headings: {
    why: 'Why {kp} matters',
    how: 'How {kp} works in practice',
    tips: 'Five simple tips',
    proof: 'What we see with our clients',
    cta: 'Your next step',
  },
  intro: [
    'Many people ask us about {kp}.',
    'This guide from {site} explains it in plain words.',
    'It is written for {audience}.',
    'You will learn what {kp} is, why it helps and how to start.',
  ],
  about: [
    '{site} helps {audience} every day.',
    'Our team has tested these ideas in real projects.',
    'We share what works and what does not.',
    'You can use the same steps with {product}.',
    'Each of them takes less than an hour to set up.',
    'No special skills are needed.',
  ],
  why: [
    'Good decisions start with clear information.',
    'That is exactly what {kp} gives you.',
    'It saves time, because you stop guessing.',
    'It also saves money, because you act on facts.',
    'Small teams gain the most from it.',
    'They get the tools of a large company without the cost.',
    'And the first results often show within weeks.',
  ],
  how: [
    'The idea is simple.',
    'First, you collect the facts that matter to you.',
    'Then you compare them with your goals.',
    'Next, you pick one action and try it for a month.',
    'After that, you measure what changed.',
    'You keep what works and drop what does not.',
    'Tools like {product} make each step faster.',
  ],
  tips: [
    'Start small and pick one goal.',
    'Write down where you are today.',
    'Check your numbers every week, not every day.',
    'Ask your customers what they need most.',
    'Share the results with your team.',
    'Repeat the cycle when the month ends.',
  ],
  proof: [
    'We work with {contacts} contacts across our network.',
    'The ones who plan their next step usually move faster.',
    'Those who try {kp} tell us it made their week easier.',
    'Clear steps beat big plans that never start.',
  ],
  cta: [
    'Ready to try it?',
    'Read our [other guides](/blog) or [talk to our team](/contact).',
    'We will help you take the first step with {product}.',
  ],
  social: [
    '{Kp} does not have to be hard.',
    'Pick one goal, measure it weekly and keep what works.',
    'More tips from {site}: [read the guide](/blog).',
  ],
  greeting: 'Hello,',
  signoff: 'See you soon,\nThe {org} team',
  fallback: { audience: 'busy business owners', product: 'our platform' },
};
