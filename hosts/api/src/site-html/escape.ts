const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export const escapeHtml = (text: string | number): string =>
  String(text).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * JSON safe inside <script type="application/ld+json">: no '</script>', no '<!--', and the two
 * line separators JavaScript parsers trip on.
 */
export const jsonInScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Text safe in XML content or attributes (the sitemaps). */
export const escapeXml = escapeHtml;
