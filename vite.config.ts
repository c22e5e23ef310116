import react from '@vitejs/plugin-react';
import { defineConfig, type LogLevel, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkModules } from './scripts/build/chunk-modules.mjs';
import { nonBlockingCss } from './scripts/build/non-blocking-css.mjs';
import { pageChunks } from './scripts/build/page-chunks.mjs';
import { precompress } from './scripts/build/precompress.mjs';
import { svgHeaders } from './scripts/build/svg-headers.mjs';

/** The log level of the app's build, for the worker's build that vite-plugin-pwa starts inside it. */
let appLogLevel: LogLevel | undefined;
const rememberLogLevel: Plugin = {
  name: 'school:remember-log-level',
  configResolved(config) {
    appLogLevel = config.logLevel;
  },
};

/**
 * vite-plugin-pwa 2.0 builds the worker as one file with rolldown's deprecated
 * `inlineDynamicImports`; the same single file through today's spelling, without the warning,
 * and as quiet as the app's build (the e2e set-up and the benchmarks build with 'warn').
 */
const workerAsOneFile: Plugin = {
  name: 'school:worker-as-one-file',
  config(config) {
    const output = config.build?.rollupOptions?.output;
    if (output && !Array.isArray(output) && output.inlineDynamicImports) {
      delete output.inlineDynamicImports;
      output.codeSplitting = false;
    }
    if (appLogLevel) config.logLevel = appLogLevel;
  },
};

export default defineConfig({
  plugins: [
    rememberLogLevel,
    react(),
    // Before vite-plugin-pwa lists the precache: the pictures as a phone keeps them.
    svgHeaders(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Школа робототехники',
        short_name: 'Робошкола',
        description: 'Онлайн-школа электроники и робототехники для детей 10–14 лет',
        lang: 'ru',
        start_url: '/main',
        scope: '/',
        display: 'standalone',
        background_color: '#f3f5fb',
        theme_color: '#1b2559',
        id: '/main',
        orientation: 'any',
        categories: ['education', 'kids'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // The install dialogs of Android and desktop Chromium show these.
        screenshots: [
          { src: '/screenshots/projects-phone.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Проекты: собери, сфотографируй, получи алмазы' },
          { src: '/screenshots/projects-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Проекты школы робототехники' },
        ],
      },
      injectManifest: {
        // The app shell and everything a pupil reads at the workbench: guides with their pictures,
        // scheme readers, the comic, the cheat-sheet and the soldering video (scripts/content-size.mjs
        // keeps it under 5 MB). The kits' firmware images too (6 KB): the firmware page runs them offline
        // (docs/decisions/0264-the-kits-firmware-runs-on-avr8js.md).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,mp4,webm,vtt}', 'firmware/*.hex'],
        // Only the install dialog shows the screenshots; the apple-touch icon is read when adding to the home screen.
        globIgnores: ['screenshots/**'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        buildPlugins: { vite: [workerAsOneFile] },
      },
      devOptions: { enabled: false },
    }),
    nonBlockingCss(),
    // Which modules each script holds, for the first screen's budget (scripts/first-screen.mjs).
    chunkModules(),
    // Last: .br and .gz beside every text file, sw.js included.
    precompress(),
  ],
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    // dist/.vite/manifest.json: which files each page's modules are (server/plugins/page-preloads.ts).
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: { output: { codeSplitting: pageChunks(import.meta.dirname) } },
  },
});
