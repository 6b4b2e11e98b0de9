/**
 * The quote form's field labels and the messages of its checks: apart from the form's other words
 * (quote-form-copy.ts, which names the business's promises) so the servers that check a request
 * (`npm start`'s outbox, the Worker on Cloudflare) load these alone, without the business's facts.
 */

/**
 * 5000 as "5,000". Written out rather than with toLocaleString, whose first call loads the
 * browser's locale data: measured 55 ms of a throttled phone's main thread when the form starts.
 */
const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export const quoteFieldWords = {
  labels: {
    firstName: "First Name",
    lastName: "Last Name",
    phone: "Phone Number",
    email: "Email Address",
    address: "Full Address",
    service: "Service Required",
    urgency: "Urgency",
    message: "Project Details",
  },
  errors: {
    firstName: "Please enter your first name.",
    lastName: "Please enter your last name.",
    phone: "Please enter your phone number.",
    phoneFormat: "Please enter an Australian phone number, for example 0412 345 678 or +61 7 5444 1234.",
    email: "Please enter a valid email address, for example jane@example.com, or leave it blank.",
    address: "Please enter the address where the work is needed.",
    service: "Please choose the service you need.",
    urgency: "Please choose one of the listed timings.",
    message: "Please tell us a little about the job.",
    tooLong: (label: string, max: number) => `${label} must be ${thousands(max)} characters or fewer.`,
  },
} as const;
