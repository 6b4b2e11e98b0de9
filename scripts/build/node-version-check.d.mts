/** The types of ./node-version-check.mjs (plain JavaScript, so that a build on any Node runs it). */
export declare const wantedNodeMajor: () => string;
export declare function nodeVersionProblem(running: string, wanted: string): string | undefined;
