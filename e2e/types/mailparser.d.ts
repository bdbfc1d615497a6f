// What the browser tests read of mailparser (it ships no types): a message's recipients, subject and bodies.
declare module 'mailparser' {
  interface AddressObject {
    text: string;
  }
  interface ParsedMail {
    to?: AddressObject | AddressObject[];
    subject?: string;
    text?: string;
    html?: string | false;
  }
  export function simpleParser(source: Buffer | string): Promise<ParsedMail>;
}
