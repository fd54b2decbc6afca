import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from "next/document";

interface AppDocumentProps extends DocumentInitialProps {
  nonce?: string;
}

/**
 * The HTML around every public page. Its scripts carry the nonce of the response's
 * Content-Security-Policy (proxy.ts hands it over in x-nonce), so the browser runs them.
 */
export default class AppDocument extends Document<AppDocumentProps> {
  static async getInitialProps(context: DocumentContext): Promise<AppDocumentProps> {
    const initial = await Document.getInitialProps(context);
    const nonce = context.req?.headers["x-nonce"];
    return { ...initial, nonce: typeof nonce === "string" ? nonce : undefined };
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html lang="en-US">
        <Head nonce={nonce} />
        <body className="min-h-screen font-sans">
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
