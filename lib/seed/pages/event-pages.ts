// Community events, one page each under 'events/<name>': talks, walks, information sessions and gatherings.
import { pageLink, tag } from './shared';
import { listingDrafts, type ListingEntry } from './listing-page';

const event = [tag.eventsType('Community Event'), tag.cardType('Event'), tag.dateType('Single day')];
const conversation = [...event, tag.event('Community Conversations')];
const walk = [...event, tag.event('Walk for Hope'), tag.eventType('Walk'), tag.date('October 2027')];
const infoSession = [...event, tag.event('Volunteer Information Session')];

const conversationsAbout =
  'Community Conversations are free evening talks on looking after your mental health, given by our trainers and ' +
  'people with lived experience. There is time for questions, and tea and biscuits afterwards.';
const walkAbout =
  'Walk for Hope is our biggest day of the year. We walk together at sunrise to remember the people we have lost, to ' +
  'hope, and to raise funds that keep our crisis line answered.';
const volunteerAbout =
  'Thinking about volunteering on our crisis line, at events or behind the scenes? Come and hear what it involves, ' +
  'the training we give you, and the support you get along the way.';

const eventEntries: ListingEntry[] = [
  {
    name: 'connect-for-christmas-lunch-adelaide',
    title: 'Connect for Christmas community lunch',
    description: 'A free, relaxed lunch for anyone who would rather not be on their own in the lead-up to Christmas.',
    startDate: '2026-12-15',
    tags: [...event, tag.eventType('Gathering'), tag.location('Adelaide'), tag.date('December 2026')],
    about: [
      'The holidays can be a lonely time. Join our volunteers and neighbours for a simple lunch, a game of cards and a ' +
        'chat. Everyone is welcome, and there is no need to talk about anything you would rather not.',
    ],
    details: [
      ['When', '15 December 2026, 12 pm to 2.30 pm'],
      ['Where', 'Tidewell Centre, Level 2, 10 Example Street, Adelaide'],
      ['Cost', 'Free; let us know if you have dietary needs'],
    ],
  },
  {
    name: 'volunteer-information-session-january-2027',
    title: 'Volunteer information session, Adelaide',
    description: 'Find out about volunteering with us: what the roles involve, the training and the support.',
    startDate: '2027-01-06',
    tags: [...infoSession, tag.eventType('Meeting'), tag.location('Adelaide'), tag.date('January 2027')],
    about: [volunteerAbout, 'Sessions run on the first Wednesday of every month. Bring a friend if you like.'],
    details: [
      ['When', '6 January 2027, 6 pm to 7 pm'],
      ['Where', 'Tidewell Centre, Level 2, 10 Example Street, Adelaide'],
      ['Cost', 'Free'],
    ],
  },
  {
    name: 'community-conversations-sleep-and-stress',
    title: 'Sleep, stress and the long nights',
    description: 'A free evening talk on simple ways to rest better when your mind is busy.',
    startDate: '2027-02-24',
    tags: [...conversation, tag.eventType('Talk'), tag.location('Adelaide'), tag.date('February 2027')],
    about: [conversationsAbout, 'This talk looks at why stress keeps us awake and the small changes that help most people sleep better.'],
    details: [
      ['When', '24 February 2027, 6.30 pm to 8 pm'],
      ['Where', 'A public library in Adelaide; the address is on our events list closer to the date'],
      ['Cost', 'Free; no need to book'],
    ],
  },
  {
    name: 'volunteer-information-session-online-march-2027',
    title: 'Volunteer information session, online',
    description: 'Hear about volunteering with us from home, including our regional and online roles.',
    startDate: '2027-03-03',
    tags: [...infoSession, tag.eventType('Webinar'), tag.location('Online'), tag.date('March 2027')],
    about: [volunteerAbout, 'This online session suits people outside Adelaide, and anyone who would rather listen in first.'],
    details: [
      ['When', '3 March 2027, 7 pm to 8 pm'],
      ['Where', 'Online; we email the joining link when you register'],
      ['Cost', 'Free'],
    ],
  },
  {
    name: 'community-conversations-talking-to-teenagers',
    title: 'Talking to teenagers about tough stuff',
    description: 'An evening talk in Mount Gambier for parents, carers and anyone with a young person in their life.',
    startDate: '2027-04-14',
    tags: [...conversation, tag.eventType('Talk'), tag.location('Mount Gambier'), tag.date('April 2027')],
    about: [conversationsAbout, 'How to start the conversation, what to say when they do open up, and where to find help together.'],
    details: [
      ['When', '14 April 2027, 6.30 pm to 8 pm'],
      ['Where', 'A public library in Mount Gambier; the address is on our events list closer to the date'],
      ['Cost', 'Free; no need to book'],
    ],
  },
  {
    name: 'community-conversations-after-a-loss',
    title: 'After a loss: how friends can help',
    description: 'An online talk on what grief can look like, and how to be there for someone who is grieving.',
    startDate: '2027-06-09',
    tags: [...conversation, tag.eventType('Webinar'), tag.location('Online'), tag.date('June 2027')],
    about: [conversationsAbout, 'This talk is online, so you can join from anywhere. Cameras and microphones stay off for the audience.'],
    details: [
      ['When', '9 June 2027, 7 pm to 8 pm'],
      ['Where', 'Online; the joining link is on our events list closer to the date'],
      ['Cost', 'Free'],
    ],
  },
  {
    name: 'walk-for-hope-2027-adelaide',
    title: 'Walk for Hope 2027, Adelaide',
    description: 'Walk 5 km along the foreshore at sunrise with thousands of others, then share breakfast at the finish.',
    startDate: '2027-10-10',
    tags: [...walk, tag.location('Adelaide')],
    about: [walkAbout, 'We gather at 6 am for a short welcome. Wellbeing volunteers in blue shirts are along the route and at the finish.'],
    details: [
      ['When', '10 October 2027, from 6 am'],
      ['Where', 'The foreshore; the meeting point is emailed when you register'],
      ['Cost', '$25 for adults, free for children; every walker is invited to fundraise'],
    ],
  },
  {
    name: 'walk-for-hope-2027-whyalla',
    title: 'Walk for Hope 2027, Whyalla',
    description: 'Our regional Walk for Hope on the same morning as the city walk, along the Whyalla foreshore.',
    startDate: '2027-10-10',
    tags: [...walk, tag.location('Whyalla')],
    about: [walkAbout, 'The Whyalla walk is 3 km, flat and pram-friendly, with a sausage sizzle at the end.'],
    details: [
      ['When', '10 October 2027, from 6.30 am'],
      ['Where', 'The Whyalla foreshore; the meeting point is emailed when you register'],
      ['Cost', '$15 for adults, free for children'],
    ],
  },
  {
    name: 'wellbeing-open-day-port-augusta',
    title: 'Wellbeing open day, Port Augusta',
    description: 'A free family day during Mental Health Month, with local services, activities for kids and a free barbecue.',
    startDate: '2027-10-16',
    tags: [...event, tag.eventType('Gathering'), tag.location('Port Augusta'), tag.date('October 2027')],
    about: [
      'Meet the people behind the local services that can help, have a go at a mindfulness session, and let the kids ' +
        'loose on the activities. Our team will be there all day if you would like a quiet chat.',
    ],
    details: [
      ['When', '16 October 2027, 10 am to 2 pm'],
      ['Where', 'A park in Port Augusta; the location is on our events list closer to the date'],
      ['Cost', 'Free'],
    ],
  },
  {
    name: 'community-conversations-looking-after-yourself-at-christmas',
    title: 'Looking after yourself at Christmas',
    description: 'An online talk on getting through the festive season when it is not the happiest time of year.',
    startDate: '2027-12-01',
    tags: [...conversation, tag.eventType('Webinar'), tag.location('Online'), tag.date('December 2027')],
    about: [conversationsAbout, 'Money worries, family tension, grief and loneliness can all feel louder in December. This talk offers practical ways to plan for the hard days.'],
    details: [
      ['When', '1 December 2027, 7 pm to 8 pm'],
      ['Where', 'Online; the joining link is on our events list closer to the date'],
      ['Cost', 'Free'],
    ],
  },
];

export const eventDrafts = listingDrafts(
  {
    idPrefix: 'page-event-',
    path: 'events',
    aboutHeading: 'About this event',
    action: pageLink('/contact', 'Ask us about this event'),
    back: pageLink('/events', 'All events'),
  },
  eventEntries,
);
