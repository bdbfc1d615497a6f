// mailparser ships no types; the tests use only simpleParser.
declare module 'mailparser' {
  export interface ParsedMail {
    subject?: string;
    text?: string;
    html?: string | false;
    to?: { text: string } | Array<{ text: string }>;
    from?: { text: string };
  }
  export function simpleParser(source: NodeJS.ReadableStream | Buffer | string): Promise<ParsedMail>;
}
