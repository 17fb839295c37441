// Every course the charity runs, as an accordion on the training page. The names match the workshop enquiry
// form's 'Interested In' options (SPEC.md §5), so a visitor finds the same course in both places.
import { demoPicture, listAccordion, pageLink, richText, text, type AccordionItem } from './shared';

const details = (key: string, length: string, audience: string, delivery: string) =>
  richText(
    key,
    '<ul>' +
      `<li><strong>Length:</strong> ${length}</li>` +
      `<li><strong>Who it’s for:</strong> ${audience}</li>` +
      `<li><strong>How it runs:</strong> ${delivery}</li>` +
      '</ul>',
  );

const enquire = (course: string) => pageLink('/training/workplaces', `Book ${course} for your team`);

const courses: AccordionItem[] = [
  {
    header: 'Applied Suicide Intervention Skills Training (ASIST)',
    image: demoPicture('circle-of-chairs', ''),
    contents: [
      text('asist-summary', 'Two days of suicide first aid: learn to notice, ask directly and help someone make a plan to stay safe.'),
      details('asist-details', 'two full days', 'anyone aged 16 or over', 'in person, in groups of up to 24 with two trainers'),
    ],
    link: pageLink('/training/asist', 'Read more about ASIST'),
  },
  {
    header: 'Mental Health First Aid - Standard',
    image: demoPicture('gentle-tide', ''),
    contents: [
      text('mhfa-summary', 'How to support an adult who is developing a mental health problem or going through a crisis, until professional help arrives.'),
      details('mhfa-details', '12 hours', 'adults in any walk of life', 'over two days, or four shorter sessions for workplaces'),
    ],
    link: pageLink('/training/mental-health-first-aid', 'Read more about Mental Health First Aid'),
  },
  {
    header: 'Accidental Counsellor',
    contents: [
      text('accidental-summary', 'For people who find others confiding in them at work: listen well, respond safely and look after yourself too.'),
      details('accidental-details', 'one day', 'front-line and customer-facing staff, managers, volunteers', 'in person or online'),
    ],
    link: enquire('Accidental Counsellor'),
  },
  {
    header: 'DV-Aware',
    contents: [
      text('dv-summary', 'Recognise the signs of domestic and family violence, respond without judgement and know where to refer.'),
      details('dv-details', 'half a day', 'anyone who works with the public', 'in person, with time for questions in a safe space'),
    ],
    link: enquire('DV-Aware'),
  },
  {
    header: 'Managing Challenging Interactions',
    contents: [
      text('mci-summary', 'Stay calm and safe when a conversation becomes heated, and help the other person feel heard.'),
      details('mci-details', 'half a day', 'reception, retail, hospitality and service teams', 'in person, with practice scenarios'),
    ],
    link: enquire('Managing Challenging Interactions'),
  },
  {
    header: 'Mental Health Wellbeing',
    contents: [
      text('wellbeing-summary', 'Practical habits that protect your own mental health: sleep, connection, boundaries and asking for help early.'),
      details('wellbeing-details', 'two hours', 'whole teams, schools and community groups', 'in person or online'),
    ],
    link: enquire('Mental Health Wellbeing'),
  },
  {
    header: 'Suicide Protect',
    contents: [
      text('protect-summary', 'A short introduction to suicide prevention: the warning signs, how to ask, and who to connect someone with.'),
      details('protect-details', 'three hours', 'anyone aged 15 or over', 'in person or online'),
    ],
    link: enquire('Suicide Protect'),
  },
];

export const courseAccordion = listAccordion('courses', courses);
