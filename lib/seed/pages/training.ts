// Training: the overview with every course; the workshop pages are in training-workshops.ts.
import {
  anchor, anchorLink, button, demoPicture, formattedText, headerImage, helpNow, media, pageLink, richText, splitContent, text,
  titledArea, type PageDraft,
} from './shared';
import { courseAccordion } from './training-courses';
import { asist, mhfa, workplaces } from './training-workshops';

const training: PageDraft = {
  id: 'page-training',
  slug: 'training',
  headerType: 'FullWidthImageCustomHeader',
  frequency: 'weekly',
  priority: 0.9,
  header: {
    title: 'Training that helps people stay safe',
    description:
      'Practical, hands-on workshops that give you the skills and confidence to support someone through a tough time.',
    image: headerImage('rolling-hills'),
    quickLinks: [
      pageLink('/training/asist', 'ASIST'),
      pageLink('/training/mental-health-first-aid', 'Mental Health First Aid'),
      pageLink('/training/workplaces', 'For workplaces'),
      anchorLink('all-courses', 'All courses'),
    ],
  },
  contents: [
    text(
      'intro',
      'You do not need any experience to join a workshop, just a willingness to learn and to look out for others.',
    ),
    titledArea('popular', 'Our most popular workshops', [
      richText(
        'flagship-courses',
        '<h3><a href="/training/asist">ASIST: Applied Suicide Intervention Skills Training</a></h3>' +
          '<p>A two-day, interactive workshop in suicide first aid. Learn to recognise when someone may be thinking ' +
          'about suicide and work with them on a plan to keep safe.</p>' +
          '<h3><a href="/training/mental-health-first-aid">Mental Health First Aid</a></h3>' +
          '<p>Learn how to support an adult who is developing a mental health problem, or going through a mental ' +
          'health crisis, until professional help is available.</p>',
      ),
    ]),
    splitContent(
      'learning-together',
      [
        formattedText(
          'how-it-feels',
          '## Learning together\n\n' +
            'Our workshops are small and friendly. We sit in a circle, practise in pairs and talk things through, so ' +
            'everyone gets a turn and nobody is put on the spot.\n\n' +
            'The topics can stir up feelings. Every workshop has a trainer whose job is to check in with anyone who ' +
            'needs a break.',
        ),
      ],
      [
        media('workshop-picture', {
          image: demoPicture('circle-of-chairs', 'Chairs in a circle around a low table with cups of tea, ready for a workshop'),
          caption: { text: 'Groups of twelve to twenty-four, so there is time for everyone.' },
        }),
      ],
      { width: 6, gap: 3 },
    ),
    anchor('all-courses-anchor', 'all-courses'),
    formattedText(
      'all-courses',
      '## All courses\n\n' +
        'Every course can be delivered at your workplace, school or community group. Public workshops are listed on our ' +
        'events page. Open a course to see how long it runs and who it suits.',
    ),
    courseAccordion,
    button('events-button', pageLink('/events', 'See upcoming workshops')),
    button('workplaces-button', pageLink('/training/workplaces', 'Book training for your team'), 'secondary'),
    helpNow('help-now'),
  ],
};

export const trainingPages: PageDraft[] = [training, asist, mhfa, workplaces];
