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

type Facts = [length: string, audience: string, delivery: string];

/** A course's accordion item: what it is, then its length, audience and format; by default a link to book it. */
const course = (name: string, key: string, summary: string, [length, audience, delivery]: Facts, more: Pick<AccordionItem, 'image' | 'link'> = {}): AccordionItem => ({
  header: name,
  ...(more.image ? { image: more.image } : {}),
  contents: [text(`${key}-summary`, summary), details(`${key}-details`, length, audience, delivery)],
  link: more.link ?? enquire(name),
});

const courses: AccordionItem[] = [
  course('Applied Suicide Intervention Skills Training (ASIST)', 'asist', 'Two days of suicide first aid: learn to notice, ask directly and help someone make a plan to stay safe.',
    ['two full days', 'anyone aged 16 or over', 'in person, in groups of up to 24 with two trainers'], { image: demoPicture('circle-of-chairs', ''), link: pageLink('/training/asist', 'Read more about ASIST') }),
  course('Mental Health First Aid - Standard', 'mhfa', 'How to support an adult who is developing a mental health problem or going through a crisis, until professional help arrives.',
    ['12 hours', 'adults in any walk of life', 'over two days, or four shorter sessions for workplaces'], { image: demoPicture('gentle-tide', ''), link: pageLink('/training/mental-health-first-aid', 'Read more about Mental Health First Aid') }),
  course('Accidental Counsellor', 'accidental', 'For people who find others confiding in them at work: listen well, respond safely and look after yourself too.',
    ['one day', 'front-line and customer-facing staff, managers, volunteers', 'in person or online']),
  course('DV-Aware', 'dv', 'Recognise the signs of domestic and family violence, respond without judgement and know where to refer.',
    ['half a day', 'anyone who works with the public', 'in person, with time for questions in a safe space']),
  course('Managing Challenging Interactions', 'mci', 'Stay calm and safe when a conversation becomes heated, and help the other person feel heard.',
    ['half a day', 'reception, retail, hospitality and service teams', 'in person, with practice scenarios']),
  course('Mental Health Wellbeing', 'wellbeing', 'Practical habits that protect your own mental health: sleep, connection, boundaries and asking for help early.',
    ['two hours', 'whole teams, schools and community groups', 'in person or online']),
  course('Suicide Protect', 'protect', 'A short introduction to suicide prevention: the warning signs, how to ask, and who to connect someone with.',
    ['three hours', 'anyone aged 15 or over', 'in person or online']),
];

export const courseAccordion = listAccordion('courses', courses);
