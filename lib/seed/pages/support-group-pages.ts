// One page per support group meeting, under 'get-help/support-groups/<name>'. The groups are the ones the support
// groups page describes; they meet every week or month, so they carry no dates.
import { pageLink, tag } from './shared';
import { listingDrafts, type ListingEntry } from './listing-page';

const group = [tag.eventsType('Support Group'), tag.eventType('Meeting'), tag.dateType('Ongoing'), tag.cardType('Support Group')];

const steadyGround =
  'Steady Ground is for adults living with anxiety or depression. We talk about what is helping, what is hard, and ' +
  'the small steps that make a week a little easier.';
const afterALoss =
  'After a Loss is for people who have lost someone to suicide, whether recently or many years ago. Grief after ' +
  'suicide can feel lonely; here you are with people who understand.';
const carersCircle =
  'The Carers’ Circle is for family and friends supporting someone with their mental health. Put the worry down for ' +
  'an hour, share what works and hear from others who have been there.';
const noBooking = 'You do not need to book or bring anything. You never have to share more than you want to, and you are welcome to just listen.';

const groupEntries: ListingEntry[] = [
  {
    name: 'steady-ground-adelaide',
    title: 'Steady Ground, Adelaide',
    description: 'A weekly group in the city for adults living with anxiety or depression. Free, and no referral needed.',
    tags: [...group, tag.location('Adelaide')],
    about: [steadyGround, noBooking],
    details: [
      ['When', 'Every Tuesday, 6.30 pm to 8 pm'],
      ['Where', 'Tidewell Centre, Level 2, 10 Example Street, Adelaide'],
      ['Cost', 'Free'],
    ],
  },
  {
    name: 'steady-ground-online',
    title: 'Steady Ground, online',
    description: 'The Steady Ground group on video, for anyone in South Australia who cannot get to a group in person.',
    tags: [...group, tag.location('Online')],
    about: [steadyGround, 'Cameras are optional. A facilitator sends the joining link when you first get in touch with us.'],
    details: [
      ['When', 'Every Tuesday, 7.30 pm to 8.30 pm'],
      ['Where', 'Online'],
      ['Cost', 'Free'],
    ],
  },
  {
    name: 'after-a-loss-adelaide',
    title: 'After a Loss, Adelaide',
    description: 'A monthly group for people bereaved by suicide, led by facilitators with their own experience of loss.',
    tags: [...group, tag.location('Adelaide')],
    about: [afterALoss, noBooking],
    details: [
      ['When', 'The second Saturday of each month, 10 am to 12 pm'],
      ['Where', 'Tidewell Centre, Level 2, 10 Example Street, Adelaide'],
      ['Cost', 'Free'],
    ],
  },
  {
    name: 'after-a-loss-mount-gambier',
    title: 'After a Loss, Mount Gambier',
    description: 'Our suicide bereavement group for the Limestone Coast, meeting once a month.',
    tags: [...group, tag.location('Mount Gambier')],
    about: [afterALoss, noBooking],
    details: [
      ['When', 'The last Wednesday of each month, 6 pm to 7.30 pm'],
      ['Where', 'A community venue in Mount Gambier; call us for the address'],
      ['Cost', 'Free'],
    ],
  },
  {
    name: 'carers-circle-port-augusta',
    title: 'Carers’ Circle, Port Augusta',
    description: 'A friendly morning group for family and friends supporting someone with their mental health.',
    tags: [...group, tag.location('Port Augusta')],
    about: [carersCircle, noBooking],
    details: [
      ['When', 'Every second Thursday, 10 am to 11.30 am, with morning tea'],
      ['Where', 'A community venue in Port Augusta; call us for the address'],
      ['Cost', 'Free'],
    ],
  },
  {
    name: 'carers-circle-whyalla',
    title: 'Carers’ Circle, Whyalla',
    description: 'Support for the people doing the supporting: a monthly group for carers in Whyalla.',
    tags: [...group, tag.location('Whyalla')],
    about: [carersCircle, noBooking],
    details: [
      ['When', 'The first Monday of each month, 10 am to 11.30 am'],
      ['Where', 'A community venue in Whyalla; call us for the address'],
      ['Cost', 'Free'],
    ],
  },
  {
    name: 'next-chapter-murray-bridge',
    title: 'Next Chapter, Murray Bridge',
    description: 'A relaxed peer group for young people aged 18 to 25 who are going through a tough time.',
    tags: [...group, tag.location('Murray Bridge')],
    about: [
      'Next Chapter is a space for young adults to talk about study, work, relationships and the pressure of working ' +
        'out what comes next, with two facilitators not much older than you.',
      noBooking,
    ],
    details: [
      ['When', 'Every Wednesday, 5.30 pm to 7 pm, with pizza'],
      ['Where', 'A community venue in Murray Bridge; call us for the address'],
      ['Cost', 'Free'],
    ],
  },
  {
    name: 'shoulder-to-shoulder-whyalla',
    title: 'Shoulder to Shoulder, Whyalla',
    description: 'A men’s group that meets over breakfast to talk about life, work and the things that weigh on us.',
    tags: [...group, tag.location('Whyalla')],
    about: [
      'Shoulder to Shoulder started when a few local men wanted somewhere to talk that was not the pub. It is casual, ' +
        'it is confidential, and the coffee is good.',
      noBooking,
    ],
    details: [
      ['When', 'Every Saturday, 8 am to 9.30 am'],
      ['Where', 'A café in Whyalla; call us for the details'],
      ['Cost', 'Free; breakfast is on us'],
    ],
  },
];

export const supportGroupDrafts = listingDrafts(
  {
    idPrefix: 'page-group-',
    path: 'get-help/support-groups',
    aboutHeading: 'About this group',
    action: pageLink('/contact', 'Ask about this group'),
    back: pageLink('/get-help/support-groups', 'All support groups'),
  },
  groupEntries,
);
