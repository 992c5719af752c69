// mjml 5 ships no type declarations: the part of its API this plugin calls.
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage?: string;
  }
  interface MjmlResult {
    html: string;
    errors: MjmlError[];
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    keepComments?: boolean;
    minify?: boolean;
  }
  export default function mjml2html(mjml: string, options?: MjmlOptions): Promise<MjmlResult>;
}
