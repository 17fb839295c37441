// Training: the overview, the two flagship workshops and training for workplaces.
import { anchor, anchorLink, button, demoImage, formattedText, helpNow, pageLink, richText, text, type PageDraft } from './shared';

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
    image: demoImage('rolling-hills'),
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
    richText(
      'flagship-courses',
      '<h2>Our most popular workshops</h2>' +
        '<h3><a href="/training/asist">ASIST: Applied Suicide Intervention Skills Training</a></h3>' +
        '<p>A two-day, interactive workshop in suicide first aid. Learn to recognise when someone may be thinking about ' +
        'suicide and work with them on a plan to keep safe.</p>' +
        '<h3><a href="/training/mental-health-first-aid">Mental Health First Aid</a></h3>' +
        '<p>Learn how to support an adult who is developing a mental health problem, or going through a mental health ' +
        'crisis, until professional help is available.</p>',
    ),
    anchor('all-courses-anchor', 'all-courses'),
    formattedText(
      'all-courses',
      '## All courses\n\n' +
        'Applied Suicide Intervention Skills Training (ASIST)\n' +
        'Mental Health First Aid - Standard\n' +
        'Accidental Counsellor\n' +
        'DV-Aware\n' +
        'Managing Challenging Interactions\n' +
        'Mental Health Wellbeing\n' +
        'Suicide Protect\n\n' +
        'Every course can be delivered at your workplace, school or community group. Public workshops are listed on our ' +
        'events page.',
    ),
    button('events-button', pageLink('/events', 'See upcoming workshops')),
    button('workplaces-button', pageLink('/training/workplaces', 'Book training for your team'), 'secondary'),
    helpNow('help-now'),
  ],
};

const asist: PageDraft = {
  id: 'page-training-asist',
  slug: 'training/asist',
  headerType: 'HalfWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.8,
  header: {
    title: 'ASIST: Applied Suicide Intervention Skills Training',
    description:
      'Two days that could help you save a life. ASIST teaches suicide first aid: how to notice, ask and help someone ' +
      'stay safe.',
    image: demoImage('open-window'),
    quickLinks: [
      anchorLink('what-you-learn', 'What you will learn'),
      anchorLink('who-its-for', 'Who it’s for'),
      pageLink('/events', 'Upcoming dates'),
    ],
    backgroundColour: 'blue-200',
  },
  contents: [
    anchor('what-you-learn-anchor', 'what-you-learn'),
    richText(
      'what-you-learn',
      '<h2>What you will learn</h2>' +
        '<ul>' +
        '<li>How to recognise when someone may be thinking about suicide</li>' +
        '<li>How to ask about suicide directly, and listen to the answer</li>' +
        '<li>How to understand the reasons for dying and for living in their story</li>' +
        '<li>How to work with the person on a plan to keep them safe</li>' +
        '<li>How to connect them with further help</li>' +
        '</ul>' +
        '<p>There is plenty of practice in small groups, led by two experienced trainers. You will also be supported to ' +
        'look after yourself: <em>the content can bring up strong feelings</em>, and that is okay.</p>',
    ),
    anchor('who-its-for-anchor', 'who-its-for'),
    formattedText(
      'who-its-for',
      '## Who it’s for\n\n' +
        'Anyone aged 16 or over who wants to be ready to help. Past participants include parents, sports coaches, ' +
        'teachers, nurses, farmers, police officers and hospitality workers.\n\n' +
        '## What to expect\n\n' +
        'The workshop runs over two consecutive days, from 9 am to 4.30 pm. Please plan to attend both days in full. ' +
        'Lunch and morning tea are provided.',
    ),
    button('events-button', pageLink('/events', 'Find a workshop near you')),
    button('workplaces-button', pageLink('/training/workplaces', 'Bring ASIST to your workplace'), 'secondary'),
    helpNow('help-now'),
  ],
};

const mhfa: PageDraft = {
  id: 'page-training-mental-health-first-aid',
  slug: 'training/mental-health-first-aid',
  headerType: 'FullWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.8,
  header: {
    title: 'Mental Health First Aid',
    description:
      'We learn first aid for cuts and burns. This course teaches first aid for the mind: how to help an adult who is ' +
      'struggling with their mental health.',
    image: demoImage('harbour-dawn'),
    quickLinks: [
      anchorLink('course-outline', 'Course outline'),
      anchorLink('how-it-runs', 'How it runs'),
      pageLink('/training', 'All training'),
    ],
  },
  contents: [
    anchor('course-outline-anchor', 'course-outline'),
    richText(
      'course-outline',
      '<h2>Course outline</h2>' +
        '<p>You will learn the signs and symptoms of common mental health problems and how to respond, including:</p>' +
        '<ul>' +
        '<li>depression and anxiety</li>' +
        '<li>psychosis and substance use problems</li>' +
        '<li>suicidal thoughts and behaviours</li>' +
        '<li>panic attacks and reactions to traumatic events</li>' +
        '</ul>' +
        '<p>Most of all, you will practise <strong>how to start the conversation</strong> and guide someone towards help.</p>',
    ),
    anchor('how-it-runs-anchor', 'how-it-runs'),
    formattedText(
      'how-it-runs',
      '## How it runs\n\n' +
        'The standard course is 12 hours, usually over two days, or as four shorter sessions for workplaces. Each ' +
        'participant receives a manual to keep.\n\n' +
        'Our instructors keep the room safe and respectful. You can step out at any time if you need to.',
    ),
    button('events-button', pageLink('/events', 'See upcoming courses')),
    button('contact-button', pageLink('/contact', 'Ask us about the course'), 'plain'),
    helpNow('help-now'),
  ],
};

const workplaces: PageDraft = {
  id: 'page-training-workplaces',
  slug: 'training/workplaces',
  headerType: 'HalfWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.7,
  header: {
    title: 'Training for your workplace',
    description:
      'Help your people look out for each other. We bring any of our courses to your workplace, at a time that suits.',
    image: demoImage('sunrise-circle'),
    quickLinks: [
      anchorLink('why-train', 'Why train your team'),
      anchorLink('how-to-book', 'How to book'),
      pageLink('/contact', 'Contact our training team'),
    ],
    backgroundColour: 'orange-200',
  },
  contents: [
    anchor('why-train-anchor', 'why-train'),
    formattedText(
      'why-train',
      '## Why train your team\n\n' +
        'One in five Australian adults experiences a mental health condition in any year. Many of them are at work ' +
        'every day. A team that knows how to notice and respond makes it easier for people to speak up early.\n\n' +
        'Our trainers have worked with construction sites, councils, schools, hospitals and small businesses.',
    ),
    anchor('how-to-book-anchor', 'how-to-book'),
    richText(
      'how-to-book',
      '<h2>How to book</h2>' +
        '<ol>' +
        '<li>Tell us about your team and what you are hoping for.</li>' +
        '<li>We will suggest a course and send you a quote.</li>' +
        '<li>Pick a date, and we will take care of the rest.</li>' +
        '</ol>' +
        '<p>Not-for-profit and community groups may be eligible for subsidised places.</p>',
    ),
    button('contact-button', pageLink('/contact', 'Send us an enquiry')),
    helpNow('help-now'),
  ],
};

export const trainingPages: PageDraft[] = [training, asist, mhfa, workplaces];
