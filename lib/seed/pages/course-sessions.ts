// Public course sessions, one page each under 'training/courses/<name>', listed by the 'Find a course' hub and
// the home page's 'Upcoming courses'. The course names match the training page and the enquiry form.
import { pageLink, tag } from './shared';
import { listingDrafts, type ListingEntry } from './listing-page';

const training = [tag.eventsType('Training')];

const asistAbout = [
  'ASIST is a two-day, interactive workshop in suicide first aid. You learn to notice when someone may be thinking ' +
    'about suicide, to ask them directly, and to work with them on a plan to keep safe for now.',
  'There is plenty of practice in small groups, and two trainers look after everyone throughout. No experience is ' +
    'needed; you must be 16 or over.',
];
const mhfaAbout = [
  'Mental Health First Aid teaches you how to support an adult who is developing a mental health problem, or going ' +
    'through a crisis, until professional help is available.',
  'You will learn the signs of common problems such as depression, anxiety and psychosis, and a simple action plan ' +
    'you can use at work, at home or in the community. Everyone who completes it can become an accredited Mental ' +
    'Health First Aider.',
];
const protectAbout = [
  'Suicide Protect is a short introduction to suicide prevention: the warning signs to look out for, how to ask ' +
    'someone if they are thinking about suicide, and who to connect them with.',
  'It suits anyone aged 15 or over, and is a good first step before ASIST.',
];
const accidentalAbout = [
  'For people who find that others confide in them at work: team leaders, front-line staff, volunteers and anyone ' +
    'people tend to talk to.',
  'Over one day you practise listening well, responding safely when someone discloses something difficult, and ' +
    'looking after yourself afterwards.',
];

const asistTags = [...training, tag.event('ASIST'), tag.eventType('Workshop'), tag.dateType('Multi-day'), tag.cardType('Course')];
const mhfaTags = [...training, tag.event('Mental Health First Aid'), tag.dateType('Multi-day'), tag.cardType('Course')];
const protectTags = [...training, tag.event('Suicide Protect'), tag.dateType('Single day'), tag.cardType('Workshop')];
const accidentalTags = [...training, tag.event('Accidental Counsellor'), tag.eventType('Workshop'), tag.dateType('Single day'), tag.cardType('Course')];

const courseEntries: ListingEntry[] = [
  {
    name: 'mhfa-adelaide-january-2027',
    title: 'Mental Health First Aid, Adelaide (January)',
    description: 'Two days learning how to support an adult who is developing a mental health problem or going through a crisis.',
    startDate: '2027-01-19',
    endDate: '2027-01-20',
    tags: [...mhfaTags, tag.eventType('Workshop'), tag.location('Adelaide'), tag.date('January 2027')],
    about: mhfaAbout,
    details: [
      ['When', '19 and 20 January 2027, 9 am to 4.30 pm both days'],
      ['Where', 'Tidewell Centre, Level 2, 10 Example Street, Adelaide'],
      ['Cost', '$320, including morning tea and lunch; ask us about concession places'],
    ],
  },
  {
    name: 'asist-adelaide-february-2027',
    title: 'ASIST, Adelaide (February)',
    description: 'Two days of suicide first aid: learn to notice, ask directly and help someone make a plan to stay safe.',
    startDate: '2027-02-09',
    endDate: '2027-02-10',
    tags: [...asistTags, tag.location('Adelaide'), tag.date('February 2027')],
    about: asistAbout,
    details: [
      ['When', '9 and 10 February 2027, 8.30 am to 4.30 pm both days'],
      ['Where', 'Tidewell Centre, Level 2, 10 Example Street, Adelaide'],
      ['Cost', '$295, including morning tea and lunch'],
    ],
  },
  {
    name: 'accidental-counsellor-adelaide-february-2027',
    title: 'Accidental Counsellor, Adelaide',
    description: 'A one-day course for people others confide in at work: listen well, respond safely and look after yourself.',
    startDate: '2027-02-23',
    tags: [...accidentalTags, tag.location('Adelaide'), tag.date('February 2027')],
    about: accidentalAbout,
    details: [
      ['When', '23 February 2027, 9 am to 4 pm'],
      ['Where', 'Tidewell Centre, Level 2, 10 Example Street, Adelaide'],
      ['Cost', '$210, including lunch'],
    ],
  },
  {
    name: 'mhfa-online-march-2027',
    title: 'Mental Health First Aid, online (March)',
    description: 'The full Mental Health First Aid course in four live online sessions, one a week, from home or work.',
    startDate: '2027-03-02',
    endDate: '2027-03-23',
    tags: [...mhfaTags, tag.eventType('Webinar'), tag.location('Online'), tag.date('March 2027')],
    about: [
      ...mhfaAbout,
      'Each session is live with a trainer, on camera, in a small group. You will need a computer with a camera and ' +
        'a quiet space where you can talk.',
    ],
    details: [
      ['When', 'Four Tuesday evenings, 2 to 23 March 2027, 6 pm to 9 pm'],
      ['Where', 'Online; the joining link is emailed a week before'],
      ['Cost', '$320, including the printed manual posted to you'],
    ],
  },
  {
    name: 'dv-aware-online-march-2027',
    title: 'DV-Aware, online',
    description: 'Half a day on recognising the signs of domestic and family violence, responding without judgement and knowing where to refer.',
    startDate: '2027-03-10',
    tags: [...training, tag.eventType('Webinar'), tag.dateType('Single day'), tag.cardType('Workshop'), tag.location('Online'), tag.date('March 2027')],
    about: [
      'DV-Aware helps people who work with the public recognise the signs of domestic and family violence, respond ' +
        'without judgement and know where to refer.',
      'The topic can be hard. Your trainer will check in during the session, and you can leave the call at any time.',
    ],
    details: [
      ['When', '10 March 2027, 9.30 am to 1 pm'],
      ['Where', 'Online; the joining link is emailed a week before'],
      ['Cost', '$120'],
    ],
  },
  {
    name: 'asist-mount-gambier-march-2027',
    title: 'ASIST, Mount Gambier',
    description: 'Suicide first aid for the Limestone Coast: two days of practical, hands-on learning in a small group.',
    startDate: '2027-03-16',
    endDate: '2027-03-17',
    tags: [...asistTags, tag.location('Mount Gambier'), tag.date('March 2027')],
    about: asistAbout,
    details: [
      ['When', '16 and 17 March 2027, 8.30 am to 4.30 pm both days'],
      ['Where', 'A community venue in Mount Gambier; the address is sent with your booking'],
      ['Cost', '$295, including morning tea and lunch; travel help is available for volunteers'],
    ],
  },
  {
    name: 'suicide-protect-whyalla-april-2027',
    title: 'Suicide Protect, Whyalla',
    description: 'A three-hour introduction to suicide prevention: the warning signs, how to ask, and who to connect someone with.',
    startDate: '2027-04-13',
    tags: [...protectTags, tag.eventType('Workshop'), tag.location('Whyalla'), tag.date('April 2027')],
    about: protectAbout,
    details: [
      ['When', '13 April 2027, 10 am to 1 pm'],
      ['Where', 'A community venue in Whyalla; the address is sent with your booking'],
      ['Cost', 'Free, thanks to a local community grant'],
    ],
  },
  {
    name: 'asist-whyalla-may-2027',
    title: 'ASIST, Whyalla',
    description: 'Two days of suicide first aid on the Eyre Peninsula, for anyone aged 16 or over.',
    startDate: '2027-05-18',
    endDate: '2027-05-19',
    tags: [...asistTags, tag.location('Whyalla'), tag.date('May 2027')],
    about: asistAbout,
    details: [
      ['When', '18 and 19 May 2027, 8.30 am to 4.30 pm both days'],
      ['Where', 'A community venue in Whyalla; the address is sent with your booking'],
      ['Cost', '$295, including morning tea and lunch'],
    ],
  },
  {
    name: 'managing-challenging-interactions-port-augusta-may-2027',
    title: 'Managing Challenging Interactions, Port Augusta',
    description: 'Stay calm and safe when a conversation becomes heated, and help the other person feel heard.',
    startDate: '2027-05-25',
    tags: [...training, tag.eventType('Workshop'), tag.dateType('Single day'), tag.cardType('Workshop'), tag.location('Port Augusta'), tag.date('May 2027')],
    about: [
      'For reception, retail, hospitality and service teams. Learn what drives difficult behaviour, how to calm a ' +
        'conversation down, and when to step away and get help.',
      'Half a day, with practice scenarios drawn from your own workplaces.',
    ],
    details: [
      ['When', '25 May 2027, 9 am to 12.30 pm'],
      ['Where', 'A community venue in Port Augusta; the address is sent with your booking'],
      ['Cost', '$110'],
    ],
  },
  {
    name: 'mhfa-port-augusta-june-2027',
    title: 'Mental Health First Aid, Port Augusta',
    description: 'Two days of Mental Health First Aid in Port Augusta, for adults in any walk of life.',
    startDate: '2027-06-08',
    endDate: '2027-06-09',
    tags: [...mhfaTags, tag.eventType('Workshop'), tag.location('Port Augusta'), tag.date('June 2027')],
    about: mhfaAbout,
    details: [
      ['When', '8 and 9 June 2027, 9 am to 4.30 pm both days'],
      ['Where', 'A community venue in Port Augusta; the address is sent with your booking'],
      ['Cost', '$320, including morning tea and lunch'],
    ],
  },
  {
    name: 'accidental-counsellor-mount-gambier-july-2027',
    title: 'Accidental Counsellor, Mount Gambier',
    description: 'One day for team leaders, front-line staff and volunteers who find others confiding in them.',
    startDate: '2027-07-20',
    tags: [...accidentalTags, tag.location('Mount Gambier'), tag.date('July 2027')],
    about: accidentalAbout,
    details: [
      ['When', '20 July 2027, 9 am to 4 pm'],
      ['Where', 'A community venue in Mount Gambier; the address is sent with your booking'],
      ['Cost', '$210, including lunch'],
    ],
  },
  {
    name: 'asist-adelaide-august-2027',
    title: 'ASIST, Adelaide (August)',
    description: 'Our winter ASIST workshop in the city: two days that could help you save a life.',
    startDate: '2027-08-10',
    endDate: '2027-08-11',
    tags: [...asistTags, tag.location('Adelaide'), tag.date('August 2027')],
    about: asistAbout,
    details: [
      ['When', '10 and 11 August 2027, 8.30 am to 4.30 pm both days'],
      ['Where', 'Tidewell Centre, Level 2, 10 Example Street, Adelaide'],
      ['Cost', '$295, including morning tea and lunch'],
    ],
  },
  {
    name: 'mhfa-murray-bridge-september-2027',
    title: 'Mental Health First Aid, Murray Bridge',
    description: 'Two days of Mental Health First Aid for the Murraylands, with a trainer who lives locally.',
    startDate: '2027-09-14',
    endDate: '2027-09-15',
    tags: [...mhfaTags, tag.eventType('Workshop'), tag.location('Murray Bridge'), tag.date('September 2027')],
    about: mhfaAbout,
    details: [
      ['When', '14 and 15 September 2027, 9 am to 4.30 pm both days'],
      ['Where', 'A community venue in Murray Bridge; the address is sent with your booking'],
      ['Cost', '$320, including morning tea and lunch'],
    ],
  },
  {
    name: 'suicide-protect-adelaide-october-2027',
    title: 'Suicide Protect, Adelaide',
    description: 'Three hours during Mental Health Month on the warning signs of suicide and how to ask.',
    startDate: '2027-10-05',
    tags: [...protectTags, tag.eventType('Workshop'), tag.location('Adelaide'), tag.date('October 2027')],
    about: protectAbout,
    details: [
      ['When', '5 October 2027, 6 pm to 9 pm'],
      ['Where', 'Tidewell Centre, Level 2, 10 Example Street, Adelaide'],
      ['Cost', 'Free during Mental Health Month'],
    ],
  },
  {
    name: 'asist-port-augusta-november-2027',
    title: 'ASIST, Port Augusta',
    description: 'Two days of suicide first aid at the top of the Gulf, for anyone aged 16 or over.',
    startDate: '2027-11-16',
    endDate: '2027-11-17',
    tags: [...asistTags, tag.location('Port Augusta'), tag.date('November 2027')],
    about: asistAbout,
    details: [
      ['When', '16 and 17 November 2027, 8.30 am to 4.30 pm both days'],
      ['Where', 'A community venue in Port Augusta; the address is sent with your booking'],
      ['Cost', '$295, including morning tea and lunch'],
    ],
  },
  {
    name: 'suicide-protect-online-december-2026',
    title: 'Suicide Protect, online',
    description: 'A three-hour live online introduction to suicide prevention before the holiday season.',
    startDate: '2026-12-08',
    tags: [...protectTags, tag.eventType('Webinar'), tag.location('Online'), tag.date('December 2026')],
    about: protectAbout,
    details: [
      ['When', '8 December 2026, 6 pm to 9 pm'],
      ['Where', 'Online; the joining link is emailed a week before'],
      ['Cost', '$60'],
    ],
  },
  {
    name: 'mental-health-wellbeing-online',
    title: 'Mental Health Wellbeing, monthly online sessions',
    description: 'A two-hour online session each month on the everyday habits that protect your mental health. Join any one.',
    endDate: '2027-06-30',
    tags: [
      ...training,
      tag.eventType('Webinar'),
      tag.dateType('Ongoing'),
      tag.cardType('Workshop'),
      tag.location('Online'),
      tag.date('December 2026'),
      tag.date('January 2027'),
      tag.date('February 2027'),
      tag.date('March 2027'),
      tag.date('April 2027'),
      tag.date('May 2027'),
      tag.date('June 2027'),
    ],
    about: [
      'Practical habits that protect your own mental health: sleep, connection, boundaries and asking for help early.',
      'Each session stands alone, so join whichever month suits you. Sessions run until the end of June 2027.',
    ],
    details: [
      ['When', 'The first Thursday of each month, 12 pm to 2 pm'],
      ['Where', 'Online; the joining link is emailed the day before'],
      ['Cost', 'Free'],
    ],
  },
];

export const courseSessionDrafts = listingDrafts(
  {
    idPrefix: 'page-course-',
    path: 'training/courses',
    aboutHeading: 'About this course',
    action: pageLink('/training/enquiry', 'Enquire about this course'),
    back: pageLink('/training/courses', 'All courses'),
  },
  courseEntries,
);
