// The workshop pages under /training: ASIST, Mental Health First Aid and training for workplaces.
import {
  anchor, anchorLink, button, demoPicture, expandableDetails, formattedText, headerImage, helpNow, pageLink, quote, richText,
  text, type PageDraft,
} from './shared';

export const asist: PageDraft = {
  id: 'page-training-asist',
  slug: 'training/asist',
  headerType: 'HalfWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.8,
  searchKeywords: 'suicide prevention course, gatekeeper training, LivingWorks',
  header: {
    title: 'ASIST: Applied Suicide Intervention Skills Training',
    description:
      'Two days that could help you save a life. ASIST teaches suicide first aid: how to notice, ask and help someone ' +
      'stay safe.',
    image: headerImage('open-window'),
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
    quote(
      'participant-quote',
      'Asking someone directly about suicide was the hardest thing to learn, and the most important. Those two days ' +
        'changed how I listen to everyone around me.',
      'Jo, youth worker and ASIST participant',
    ),
    text('two-days-intro', 'Here is how the two days usually run. Open each part to read more.'),
    expandableDetails('day-one', {
      header: 'Day one: connecting and understanding',
      illustration: 'tree',
      contents: [
        formattedText(
          'day-one-details',
          'We start by talking about our own experiences and attitudes, because they shape how we respond to someone ' +
            'at risk.\n\n' +
            'You will watch short films, discuss them in small groups and learn the ASIST model step by step: how to ' +
            'notice invitations to talk, and how to ask about suicide clearly.',
        ),
      ],
    }),
    expandableDetails('day-two', {
      header: 'Day two: assisting and keeping safe',
      illustration: 'privacy',
      contents: [
        formattedText(
          'day-two-details',
          'Most of the second day is practice. In gentle role plays you listen to the reasons for dying and for ' +
            'living, and work with the person on a plan that keeps them safe for now.\n\n' +
            'You finish by connecting the plan with other help: a GP, family and friends, or our crisis line.',
        ),
      ],
    }),
    expandableDetails('self-care', {
      header: 'Looking after yourself',
      image: demoPicture('river-stones', ''),
      link: pageLink('/get-help', 'Support for you after the workshop'),
      contents: [
        formattedText(
          'self-care-details',
          'The content can bring up strong feelings, and that is okay. A trainer is always free to step out with you, ' +
            'and you can leave the room at any time.\n\n' +
            'A week after the workshop we send a short check-in, with ways to reach us if anything is on your mind.',
        ),
      ],
    }),
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

export const mhfa: PageDraft = {
  id: 'page-training-mental-health-first-aid',
  slug: 'training/mental-health-first-aid',
  headerType: 'FullWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.8,
  searchKeywords: 'MHFA, mental health course, first aid for mental health',
  header: {
    title: 'Mental Health First Aid',
    description:
      'We learn first aid for cuts and burns. This course teaches first aid for the mind: how to help an adult who is ' +
      'struggling with their mental health.',
    image: headerImage('harbour-dawn'),
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

export const workplaces: PageDraft = {
  id: 'page-training-workplaces',
  slug: 'training/workplaces',
  headerType: 'HalfWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.7,
  header: {
    title: 'Training for your workplace',
    description:
      'Help your people look out for each other. We bring any of our courses to your workplace, at a time that suits.',
    image: headerImage('sunrise-circle'),
    quickLinks: [
      anchorLink('why-train', 'Why train your team'),
      anchorLink('how-to-book', 'How to book'),
      pageLink('/training/enquiry', 'Send a training enquiry'),
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
    button('contact-button', pageLink('/training/enquiry', 'Send us a training enquiry')),
    helpNow('help-now'),
  ],
};
