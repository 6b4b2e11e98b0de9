/** A value that is an object of fields (not null), as parsed JSON or YAML gives it. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
