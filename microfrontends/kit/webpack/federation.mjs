// The one webpack + module-federation config of the shell and every micro-frontend.
// React, react-dom, the state libraries, i18n and the kit are shared singletons, declared once here.
// Core is not: a shared module is bundled whole (its consumers' imports are not known at build time),
// while each build taking core in bundles only the functions it calls (core keeps no state to share).
/* global URL -- Node's */
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CATALOGUE_LOADER = fileURLToPath(new URL('./catalogue-loader.mjs', import.meta.url));
// react-router's package exports its development build only: its production build, by path.
const reactRouterFolder = join(dirname(createRequire(import.meta.url).resolve('react-router')), '../..');
const REACT_ROUTER_PRODUCTION = join(reactRouterFolder, 'dist/production/index.mjs');
const modulesFolder = (name) => join(reactRouterFolder, '..', name);

/** A library shared in part (shared/README.md): the file of the names shared, and its version. */
function sharedInPart(file, packageFolder) {
  const { version } = JSON.parse(readFileSync(join(packageFolder, 'package.json'), 'utf8'));
  return { import: fileURLToPath(new URL(`./shared/${file}`, import.meta.url)), version };
}

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

export const SHARED = {
  react: singleton('^19.0.0'),
  'react/jsx-runtime': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/client': singleton('^19.0.0'),
  'react-redux': singleton('^9.0.0'),
  // Remotes render inside the shell's router: one react-router, one routing context. It, the toolkit,
  // rxjs and react-i18next are shared in part: the names the screens use (shared/README.md).
  'react-router': { ...singleton('^7.0.0'), ...sharedInPart('react-router.mjs', reactRouterFolder) },
  '@reduxjs/toolkit': {
    ...singleton('^2.0.0'),
    ...sharedInPart('redux-toolkit.mjs', modulesFolder('@reduxjs/toolkit')),
  },
  redux: singleton('^5.0.0'),
  'redux-observable': singleton('3.0.0-rc.3'),
  rxjs: { ...singleton('^7.8.0'), ...sharedInPart('rxjs.mjs', modulesFolder('rxjs')) },
  i18next: singleton('^26.0.0'),
  'react-i18next': {
    ...singleton('^17.0.0'),
    ...sharedInPart('react-i18next.mjs', modulesFolder('react-i18next')),
  },
  '@immo/kit': singleton('0.1.0'),
};

/**
 * One federation runtime per page, the shell's: built, a remote leaves it out of its remoteEntry.js
 * (about 20 kB gzip each) and finds the shell's (provideExternalRuntime). A remote's standalone page
 * then needs its dev server (`npm run dev`, which keeps its own runtime). No Node code in any of them.
 */
function federationRuntime({ production, exposes }) {
  const web = { optimization: { target: 'web' } };
  if (!production) return web;
  return exposes ? { ...web, externalRuntime: true } : { ...web, provideExternalRuntime: true };
}

/**
 * @param {object} options
 * @param {string} options.name        federation name (property_page, accounts, shell…)
 * @param {string} options.dir         the package folder
 * @param {Record<string,string>} [options.exposes]  what a remote exposes
 * @param {string} [options.entry]     the page entry (the shell, or a remote's standalone page)
 * @param {string} [options.title]     the HTML title of that page
 * @param {number} [options.port]      the dev server port (`npm run dev`)
 * @param {string} [options.publicPath] where the built files are served from ('auto' for remotes)
 */
export function federatedConfig({ name, dir, exposes, entry, title, port, publicPath = 'auto' }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      context: dir,
      entry: entry ? { main: entry } : {},
      output: {
        path: join(dir, 'dist'),
        publicPath,
        // Entry files keep their name (served no-cache); every other chunk is content-hashed (cached for a year).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
        uniqueName: name,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        // Sources import './x.js' (NodeNext): find the .ts/.tsx behind it.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // The libraries shared in part reach the whole library by another name (shared/README.md).
        alias: {
          'react-router-whole$': REACT_ROUTER_PRODUCTION,
          'rxjs-whole$': 'rxjs',
          '@reduxjs/toolkit-whole$': '@reduxjs/toolkit',
          'react-i18next-whole$': 'react-i18next',
        },
        // Workspace packages (core, kit) are bundled from their TypeScript sources.
        conditionNames: ['source', 'browser', 'import', 'module', 'default'],
      },
      module: {
        rules: [
          // One locale's texts as JSON (kit's loadCatalogue): see catalogue-loader.mjs.
          { test: /\.ts$/, resourceQuery: /catalogue/, type: 'json', use: CATALOGUE_LOADER },
          {
            test: /\.(ts|tsx)$/,
            resourceQuery: { not: [/catalogue/] },
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          // Built: stylesheets in files of their own, fetched beside their chunk's script (not strings
          // in it that a script must run to apply). The dev server keeps style-loader's hot reload.
          { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|svg|mp3|wav|ogg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          ...(exposes ? { exposes } : {}),
          shared: SHARED,
          manifest: true,
          dts: false,
          experiments: federationRuntime({ production, exposes }),
        }),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
        ...(entry
          ? [new HtmlWebpackPlugin({ title: title ?? name, templateContent: htmlPage, chunks: ['main'] })]
          : []),
      ],
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/v2', '/enchere', '/media', '/download', '/logout', '/favoris', '/ajax'],
            target: 'http://127.0.0.1:3000',
          },
        ],
      },
    };
  };
}

/** The brand mark of the header (shell/src/layout/brand-mark.tsx) as the tab's icon, inline: no request. */
const FAVICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'><rect width='40' height='40' rx='10' fill='%230b3d5c'/>" +
  "<path d='M8 20.5 20 10l12 10.5' fill='none' stroke='%23fff' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'/>" +
  "<path d='M12.5 19v11.5h15V19' fill='none' stroke='%23fff' stroke-width='3' stroke-linejoin='round'/>" +
  "<rect x='17' y='23' width='6' height='7.5' rx='1' fill='%23b84d12'/></svg>";

const htmlPage = ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b3d5c" />
    <link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${FAVICON_SVG}" />
    <title>${htmlWebpackPlugin.options.title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
