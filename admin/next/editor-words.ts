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
  // Signing in on the live site (sign-in-screen.tsx, sign-in.ts).
  signIn: "Sign in",
  signInNext: "You go to DecapBridge, the service that signs you in, and come straight back here once you have signed in with your email.",
  signInNextGitHub: "A window opens for you to sign in with your GitHub account; then you carry on here.",
  goingToSignIn: "Taking you to the sign-in…",
  signingIn: "Signing you in…",
  signOut: "Sign out",
  signedOut: "You are signed out. Changes you had not published yet are kept on this phone.",
  signInExpired:
    "You were signed out, as happens about once a day: sign in again. Nothing you published is lost, and changes you had not published yet are kept on this phone.",
  signInRefused: "You were not signed in. Press Sign in to try again; if it happens again, ask your web developer.",
  signInUnreachable: "This phone cannot reach the sign-in just now. Check its connection, then press Sign in again.",
  signInNoRepository:
    "You are signed in, but the editor cannot reach your site's files. Ask your web developer to check its connection to the site.",
  notConnected: "The editor is not connected to the live site yet",
  notConnectedWhy:
    "Signing in here needs a one-off setup by your web developer. When it is done, you will get an email inviting you to sign in, and you can change the site from here.",
  notConnectedMeanwhile: "Until then, ask your developer to make changes for you.",
  // Publishing on the live site (github-backend.ts, live-outcome.tsx): the words of the current editor's (admin/editor/expected-version.ts, publish-outcome.ts).
  sameMoment:
    "Not published: another publish landed at the same moment. Nothing was written. Your changes are kept on this phone: press Publish to try again.",
} as const;

/** Blog posts: their text, its buttons and paste, their address (admin/next/post-*.ts*). */
export const postWords = {
  addressLabel: "Address (the end of the post's web address)",
  addressHint: "Lowercase words joined by hyphens. Change it and the old address keeps working: it sends visitors here.",
  addressBecomes: "The post's web address:",
  oldAddressSendsOn: (old: string, now: string) => `Its old address, ${old}, now sends visitors to ${now}.`,
  textHint: "Use the buttons for headings, bold words, lists and links; a blank line starts a new paragraph.",
  toolbar: "Headings, bold words, lists and links",
  heading: "Heading",
  subheading: "Subheading",
  bold: "Bold",
  list: "List",
  link: "Link",
  linkAddress: "Web address the link opens (https://… or /services)",
  linkWords: "words of the link",
  textOpening: "Opening the post's text…",
  pastedWithoutPictures:
    "The pasted text is in; its pictures were left out. Add a photo with the Top photo field, so it is prepared for the site.",
} as const;
