// Stylesheets are bundled by webpack (css-loader + style-loader).
declare module '*.css';
