/**
 * The editor's own sentences, in the owner's words (none of the developer's: no file names, no
 * "entry", "slug" or "draft"), in one place. The content check's refusals are its own
 * (app/content/owner-words.ts); the fields' labels and hints are the shapes'.
 */
export const words = {
  title: "Edit your website",
  opening: "Opening your editor…",
  cannotOpen: "The editor could not open: is npm run cms still running on this computer? Reload this page to try again.",
  back: "Back",
  allSections: "Everything you can change",
  checking: "Checking…",
  publish: "Publish",
  publishing: "Publishing…",
  preview: "See it on the page",
  hidePreview: "Back to the form",
  previewNote: "This is how it will look. Nothing is published until you press Publish.",
  noticeShowsNowhere: "The notice is switched off, or its last day has passed: no page shows it.",
  noPreview: "A preview of this part of the site is not ready yet: publish to see it on the site.",
  discard: "Throw away my changes",
  discarded: "Your changes were thrown away; the form shows what is published.",
  keptHere: "Your changes are kept on this phone as you type, until you publish them.",
  published: "Published: the site is being rebuilt with your change.",
  fixFirst: "Not published: nothing was changed. Fix this, then publish again:",
  bothChanged: "Not published yet: since you opened this page, a different change to the same place was published.",
  chooseWhich: "Your change and the published one differ here: choose which to keep, then press Publish.",
  publishedWithTheirs: "Published, with the changes published elsewhere since you opened this page kept too.",
  chosen: "Your choices are in the form: press Publish to publish them.",
  keepYours: "Keep yours",
  keepPublished: "Keep the published one",
  empty: "(empty)",
  noConnection:
    "Not published: this phone cannot reach your site just now. Your changes are kept on this phone; Publish will work once the connection is back.",
  connectionLost: "This phone has lost its connection. Your changes are kept on this phone; Publish will work once the connection is back.",
  connectionBack: "The connection is back: press Publish to publish your changes.",
  notHereYet: "Blog posts are still written in the current editor for now.",
  openCurrentEditor: "Open the current editor",
  photoNotHereYet: "Photos are changed in the current editor for now.",
  textNotHereYet: "This text is written in the current editor for now.",
  add: (what: string) => `Add a ${what.toLowerCase()}`,
  remove: "Remove",
  moveUp: "Move up",
  moveDown: "Move down",
  on: "On",
  off: "Off",
  choose: "Choose…",
  numbered: (what: string, position: number) => `${what} ${position}`,
  nothingYet: "Nothing here yet.",
  notPublishedYet: "Not published yet",
  understood: "OK",

  // After Publish on this computer, a broken file, an editor that cannot load (helper "builds").
  editorOffline: "The editor could not open: this phone or computer is not connected to the internet. Connect, then reload this page.",
  cannotReachEditor:
    "The editor could not open: your site did not answer. On this computer, check that npm run cms is still running in its window (start it again if not), then reload this page.",
  serviceWithoutCard:
    "This service has no card on the Services page: give it a description and features for one. Suburb pages still show it.",
  chooseBeside: "Your change and the published one differ in these places: choose which to keep beside each one below, then press Publish.",
  previewRefused: "Publish would be refused until this is fixed:",
  cannotDrawPreview: "This cannot be drawn until what is named above is filled in.",
} as const;
