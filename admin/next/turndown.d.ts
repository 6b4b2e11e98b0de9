/** The part of turndown 7's API the post's paste uses (the package ships no types). */
declare module "turndown" {
  interface Options {
    headingStyle?: "setext" | "atx";
    bulletListMarker?: "-" | "+" | "*";
    codeBlockStyle?: "indented" | "fenced";
    emDelimiter?: "_" | "*";
    strongDelimiter?: "__" | "**";
  }
  export default class TurndownService {
    constructor(options?: Options);
    turndown(html: string): string;
    remove(filter: string | string[]): this;
  }
}
