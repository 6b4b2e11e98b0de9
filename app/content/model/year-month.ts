/** A month as the content files keep it (a job's: 2026-11), one module so the editors can tell such a field without loading the shapes. */
export const yearMonth = /^\d{4}-(0[1-9]|1[0-2])$/;
