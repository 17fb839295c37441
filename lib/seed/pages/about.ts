// About us; contact details and the privacy policy are in contact-and-privacy.ts.
import {
  ORG_NAME, anchor, anchorLink, button, demoPicture, formattedText, headerImage, helpNow, illustratedFocusArea, media,
  oneActiveCarousel, pageLink, richText, text, youtube, type PageDraft,
} from './shared';
import { contact, privacy } from './contact-and-privacy';

/**
 * A film anyone may show: Big Buck Bunny (Blender Foundation, CC BY 3.0). It stands in for the charity's own video,
 * and the caption says so.
 */
const DEMO_YOUTUBE_ID = 'aqz-KE-bpKQ';

const about: PageDraft = {
  id: 'page-about',
  slug: 'about',
  headerType: 'HalfWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.6,
  header: {
    title: 'About us',
    description: `${ORG_NAME} is a community charity. We believe no one should feel alone in a moment of crisis.`,
    image: headerImage('open-window'),
    quickLinks: [
      anchorLink('our-story', 'Our story'),
      anchorLink('our-values', 'Our values'),
      pageLink('/contact', 'Contact us'),
    ],
    backgroundColour: 'blue-200',
  },
  contents: [
    anchor('our-story-anchor', 'our-story'),
    formattedText(
      'our-story',
      '## Our story\n\n' +
        'We began in 1991, when a small group of neighbours set up a phone in a church hall so that people who were ' +
        'struggling had someone to call at night.\n\n' +
        'Today more than 400 volunteers answer our crisis line, thousands of people join our workshops each year, and ' +
        'our support groups meet across the city and the regions. Our heart is the same: listen well, and never give ' +
        'up on anyone.',
    ),
    illustratedFocusArea(
      'growing',
      'tree',
      'Still growing, still local',
      'Every year we train more volunteers, open new groups in regional towns and answer more calls. Everything we do ' +
        'starts with people from this community, looking out for each other.',
    ),
    anchor('our-values-anchor', 'our-values'),
    richText(
      'our-values',
      '<h2>Our values</h2>' +
        '<ul>' +
        '<li><strong>Kindness</strong>: we meet every person with warmth and without judgement.</li>' +
        '<li><strong>Safety</strong>: we put the safety of people in crisis first, always.</li>' +
        '<li><strong>Inclusion</strong>: we welcome people of every background, culture, age, gender, sexuality and ' +
        'ability.</li>' +
        '<li><strong>Lived experience</strong>: people who have been there help shape everything we do.</li>' +
        '</ul>',
    ),
    formattedText(
      'pictures-intro',
      '## Art from our groups\n\n' +
        'Each winter our Steady Ground group paints the artwork for the Walk for Hope banners. Here are a few of this ' +
        'year’s favourites.',
    ),
    // The pictures are the content here, so each one says what it shows.
    oneActiveCarousel('group-art', [
      demoPicture('calm-sail', 'A small white sailing boat on calm blue water under a soft sun'),
      demoPicture('kite-breeze', 'A coral kite with a ribboned tail rising above green hills'),
      demoPicture('lighthouse-dusk', 'A striped lighthouse shining over a quiet sea at dusk'),
      demoPicture('river-stones', 'Smooth river stones balanced in a stack beside still water'),
      demoPicture('leaf-shelter', 'Green leaves curling around a small round seed'),
    ]),
    formattedText('film-intro', '## See our volunteers at work'),
    // The play button is named by the caption, so the still itself is decorative.
    media('volunteer-film', {
      image: demoPicture('city-evening', ''),
      video: youtube(DEMO_YOUTUBE_ID),
      caption: { text: 'A night on the crisis line (demo video: Big Buck Bunny, CC BY Blender Foundation)' },
    }),
    text(
      'demo-note',
      `${ORG_NAME} is a fictional organisation created for this demonstration website. Any resemblance to a real ` +
        'charity is unintended.',
    ),
    button('involved-button', pageLink('/get-involved', 'Get involved')),
    helpNow('help-now'),
  ],
};

export const aboutPages: PageDraft[] = [about, contact, privacy];
