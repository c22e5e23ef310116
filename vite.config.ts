import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
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
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell and everything a pupil reads at the workbench: guides with their pictures,
        // scheme readers, the comic, the cheat-sheet and the soldering video (scripts/content-size.mjs
        // keeps it under 5 MB).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,mp4,webm}'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
