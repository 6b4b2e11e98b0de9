/**
 * "3 photos attached": sent by the form beside its fields (app/quote/email-variables.ts). Apart from
 * the emails' other words because the service worker sends kept requests with it, and a worker has
 * no page to read the business facts from (app/content/business.ts), which those words need.
 */
export const photosAttached = (count: number) => (count === 1 ? "1 photo attached" : `${count} photos attached`);
