/**
 * The editor's own sentences, in the owner's words (none of the developer's: no file names, no
 * "entry", "slug" or "draft"), in one place. The content check's refusals are its own
 * (app/content/owner-words.ts); the fields' labels and hints are the shapes'.
 */
export const words = {
  title: "Edit your website",
  opening: "Opening your editor…",
  framed: (address: string) =>
    `Your editor opens in a page of its own, not inside another page: it does nothing here. Open ${address} in its own browser tab.`,
  cannotOpen: "The editor could not open: is npm run cms still running on this computer? Reload this page to try again.",
  backTo: (where: string) => `Back to ${where}`,
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
  /** Beside a post or a job kept as a draft (admin/next/queensland-time.ts). */
  notOnSiteYet: "Not on the site yet",
  /** Beside one whose "Goes live on" is to come: "Coming up 10 Dec, 6:00 am". */
  comingUp: (when: string) => `Coming up ${when}`,
  understood: "OK",

  // Adding an entry, deleting one, Earlier versions and Put back (new-entry.ts, delete-question.tsx, earlier-versions.tsx).
  addNew: (singular: string) => `＋ ${singular}`,
  newOne: (singular: string) => `New ${singular.toLowerCase()}`,
  nameTaken: (singular: string, name: string) =>
    `Not published: nothing was changed. Another ${singular.toLowerCase()} is already called "${name}" (or by a name that makes the same address): give this one its own.`,
  nameNeedsLetters: (singular: string) =>
    `Not published: nothing was changed. Give the ${singular.toLowerCase()} a name with at least one letter or number: the site names it by that.`,
  added: (singular: string) => `Published: the new ${singular.toLowerCase()} is on its way to the site, which is being rebuilt with it.`,
  delete: "Delete",
  deleteQuestion: (singular: string, name: string) => `Delete the ${singular.toLowerCase()} ${name}?`,
  /** What a delete takes off the site, by the collection (its folder's name). */
  deleteLeaves: (collection: string) =>
    collection === "blog"
      ? "Its page leaves the site, the blog and the news feed; its old address will send visitors to the blog."
      : collection === "suburbs"
        ? "Its page leaves the site and the suburb lists; its old addresses will send visitors to the areas page."
        : collection === "services"
          ? "Its card leaves the Services page, and the quote form no longer offers it."
          : "It leaves the site once the site is rebuilt.",
  deleteNoUndo: "Once deleted, it cannot be put back from this editor.",
  deleteIt: "Delete it",
  keepIt: "Keep it",
  deleting: "Deleting…",
  notDeleted: "Not deleted: nothing was changed.",
  notDeletedChanged: "Not deleted: nothing was changed. It was changed elsewhere a moment ago: open it again to see it, then delete it.",
  notDeletedTooMany:
    "Moved pages would then send on more old addresses than every host follows (2,000 redirects, about 1,000 old addresses; a suburb page counts four): take out the lines of pages no one visits any more, publish, then delete it.",
  notDeletedNoConnection:
    "Not deleted: nothing was changed. This phone cannot reach your site just now: try again once the connection is back.",
  notDeletedUnexpectedAnswer:
    "Not deleted: nothing was changed. The service that keeps your site's files answered with an error just now: try again in a minute.",
  deleted: (singular: string, name: string) => `Deleted: the ${singular.toLowerCase()} ${name} leaves the site as it is rebuilt.`,
  deletedSentOn: (to: string, many: boolean) =>
    many ? `Deleted. Its old addresses now send visitors to ${to}.` : `Deleted. Its old address now sends visitors to ${to}.`,
  earlierVersions: "Earlier versions",
  earlierVersionsOf: (name: string) => `Earlier versions of ${name}`,
  lookingUp: "Looking them up…",
  versionsNewestFirst: "Newest first. Choose one to put in the form; it goes on the site only when you press Publish.",
  noVersions: "No earlier version was published.",
  versionsCannotLookUp: "The earlier versions cannot be looked up just now. Try again in a minute.",
  publishedWhen: (when: string) => `Published ${when}`,
  sameAsForm: "The same as the form now.",
  differsIn: (places: string, more = 0) => `Differs from the form now in: ${places}${more > 0 ? ` and ${more} more` : ""}.`,
  putInForm: "Put this version in the form",
  putBack: (name: string, when: string) =>
    `The form now shows ${name} as published ${when}. Nothing is changed on the site yet: press Publish to put this version back.`,
  close: "Close",

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
  unexpectedAnswer:
    "The service that keeps your site's files answered with an error just now, so your change may not be published yet. It is kept on this phone: press Publish again in a minute.",
  // Photos (./photo-field.tsx, ./photo-library.tsx): the owner's guide, section 5, "About photos".
  photos: "Photos",
  yourPhotos: "Your photos",
  takePhoto: "Take or pick a photo",
  changePhoto: "Take or pick another photo",
  chooseFromPhotos: "Choose from your photos",
  takePhotoOff: "Take the photo off",
  noPhotoYet: "No photo yet.",
  noDescriptionYet: "A photo with no description yet",
  preparingPhoto: (name: string) => `Preparing ${name} for the site: turning it upright, sizing it and removing its location…`,
  photoNotAdded: "This photo was not added.",
  photoSmall: "This photo is small.",
  photoNotPrepared: (name: string) => `${name} could not be prepared. Try again, or pick another photo.`,
  photoCannotCheck: "This phone cannot reach your site just now, so the photo was not added: pick it again once the connection is back.",
  photoWaiting: "Not published yet: this photo is kept on this phone and published with this page when you press Publish.",
  photoWaitingNotKept: "This photo is not published yet: keep this page open until you press Publish.",
  samePhotoQuestion: (name: string) =>
    `Put the photo you picked in its place? Every page that shows ${name} will show the new one once you press Publish.`,
  openingPhotos: "Opening your photos…",
  cannotListPhotos: "Your photos could not be opened: this phone cannot reach your site just now. Try again in a moment.",
  noPhotos: "No photos yet: add one to a job with its Photos.",
  choosePhoto: (name: string) => `Choose ${name}`,
  deletePhoto: "Delete",
  deletePhotoQuestion: (name: string) => `Delete ${name}? It is taken off your site at once, and cannot be put back here.`,
  photoDeleted: (name: string) => `${name} was deleted.`,
  addPhotoNow: "Add a photo",
  photoAdded: (name: string) => `${name} is in your photos.`,
  photoAddedNote: "Choose it in a job's photos, or a post's top photo, to show it on your site.",
  photoMissing: (photo: string) =>
    `The photo ${photo.split("/").pop()} is not among your photos (it was not kept on this phone, or it was deleted): pick it again, or choose another.`,
  photoNotDeleted: "This phone cannot reach your site just now, so nothing was deleted. Try again in a moment.",
  photoNotDeletedUnexpectedAnswer:
    "The service that keeps your site's files answered with an error just now, so the photo may not be deleted yet: try again in a minute.",

  // After Publish on this computer, a broken file, an editor that cannot load, the previews (helper "builds").
  editorOffline: "The editor could not open: this phone or computer is not connected to the internet. Connect, then reload this page.",
  cannotReachEditor:
    "The editor could not open: your site did not answer. On this computer, check that npm run cms is still running in its window (start it again if not), then reload this page.",
  serviceWithoutCard:
    "This service has no card on the Services page: give it a description and features for one. Suburb pages still show it.",
  chooseBeside: "Your change and the published one differ in these places: choose which to keep beside each one below, then press Publish.",
  previewRefused: "Publish would be refused until this is fixed:",
  cannotDrawPreview: "This cannot be drawn until what is named above is filled in.",
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

/** The owner's list of quote requests (admin/requests/): the owner's guide, "Your quote requests". */
export const requestWords = {
  quoteRequests: "Quote requests",
  newCount: (count: number) => `${count} new`,
  newestFirst: "Newest first. Call, text or email straight from here; set where you are with each one, and add a note.",
  opening: "Opening your quote requests…",
  checking: "Checking for new requests…",
  none: "No quote requests yet. When someone sends one from your website, it shows here.",
  showOlder: "Show older requests",
  loadingOlder: "Loading older requests…",
  offlineKept: (when: string) =>
    `This phone cannot reach your site just now, so this is your list as last loaded (${when}): it may be out of date. It is brought up to date once the connection is back.`,
  offlineNothingKept:
    "This phone cannot reach your site just now, and has no list kept from earlier. Try again once the connection is back.",
  notAllowed:
    "This account cannot see the quote requests. Sign out, then sign in with the account that publishes your site; or ask your web developer.",
  notHere: "Your site does not keep a list of quote requests yet: they come to you by email. Ask your web developer to set it up.",
  answeredError: "Your site answered with an error just now, so the list is not up to date. Try again in a minute.",
  tryAgain: "Try again",
  allRequests: "All quote requests",
  notFound: "This request is not in your list any more.",
  notEmailedCount: (count: number) =>
    count === 1
      ? "1 request has not been emailed to you yet: it is here in full."
      : `${count} requests have not been emailed to you yet: they are here in full.`,
  notEmailed: "Not emailed to you yet: everything it says is here.",
  emergency: "Emergency",
  call: "Call",
  text: "Text",
  map: "Map",
  email: "Email",
  callWho: (name: string, phone: string) => `Call ${name} on ${phone}`,
  textWho: (name: string, phone: string) => `Text ${name} on ${phone}`,
  mapOf: (address: string) => `Map of ${address}`,
  emailWho: (name: string, email: string) => `Email ${name} at ${email}`,
  emailSubject: "Your quote request",
  photos: (count: number) => (count === 1 ? "1 photo" : `${count} photos`),
  photoOf: (position: number, name: string) => `Photo ${position} from ${name}`,
  photoLoading: "Loading the photo…",
  photoNotLoaded: "This photo could not be loaded just now.",
  openPhoto: (position: number) => `Open photo ${position} full size`,
  status: "Where you are with it",
  statuses: { new: "New", called: "Called", quoted: "Quoted", won: "Won", lost: "Lost" },
  note: "Your note (only you see it)",
  saveNote: "Save note",
  saving: "Saving…",
  saved: "Saved.",
  keptUntilOnline: "Not saved yet: kept on this phone, and saved once the connection is back.",
  sentWhenBack: "The connection is back: the changes you made without it are saved.",
  changeGone: "Not saved: this request is not in your list any more.",
  changeRefused: "Not saved: your site did not take this change. A note can be up to 2,000 characters.",
  changeError: "Not saved yet: your site answered with an error. The change is kept on this phone and tried again in a minute.",
  yourNoteWas: (note: string) => `Your note was: ${note}`,
} as const;
