// The demo site's documents: small PDFs that seeding writes into the document library under fixed ids, so that
// pages can link to them before they exist. Pure data, like demo-images.ts.

export const demoDocuments = [
  {
    name: 'first-visit-leaflet',
    fileName: 'Your first visit to a support group.pdf',
    lines: [
      'Your first visit to a support group',
      'You do not need to book or bring anything.',
      'Arrive a few minutes early and a facilitator will say hello.',
      'You never have to share more than you want to.',
      'If you are in danger now, call 000.',
    ],
  },
  {
    name: 'carers-guide',
    fileName: 'Supporting someone you care about.pdf',
    lines: [
      'Supporting someone you care about',
      'Listen without trying to fix everything.',
      'Ask directly if they are thinking about suicide.',
      'Look after yourself too: the Carers Circle meets on Thursday mornings.',
      'If you are in danger now, call 000.',
    ],
  },
] as const;
export type DemoDocumentName = (typeof demoDocuments)[number]['name'];

/** The library id a demo document is stored under (a file id: letters, digits, '-' and '_', 10 to 40 long). */
export const demoDocumentId = (name: DemoDocumentName) => `demo-doc-${name}`;
export const demoDocumentHref = (name: DemoDocumentName) => `/api/file/${demoDocumentId(name)}`;
