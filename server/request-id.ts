/**
 * A request id is a UUID: it names the request's photo folder (the outbox) and its row (the Worker's
 * database). Pure, so the Worker on workerd checks ids as `npm start` does.
 */
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isRequestId = (value: string) => REQUEST_ID.test(value);
/** The refusal of any other: 400, in plain text. */
export const BAD_REQUEST_ID = "Bad Request: request_id must be a UUID";
