// Stylesheets are bundled by webpack (css-loader; in files of their own when built).
declare module '*.css';
// A locale's texts as JSON, made at build time (kit/webpack/catalogue-loader.mjs).
declare module '*?catalogue' {
  const texts: Record<string, string>;
  export default texts;
}
// One locale of a remote's texts (`./messages?locale=fr&catalogue`), the same way.
declare module '*&catalogue' {
  const texts: Record<string, string>;
  export default texts;
}
