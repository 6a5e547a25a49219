import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (src/sw.ts) and offers a new version when one is waiting (issue
 * 27.1). Loaded after the page's load event, as a chunk of its own: nothing of it is in the first
 * page's scripts. The prompt is plain DOM (no React), so it shows whatever screen is open.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => showUpdatePrompt(workbox));
  void workbox.register();
}

const PROMPT_ID = 'selectree-update-prompt';

function showUpdatePrompt(workbox: Workbox): void {
  if (document.getElementById(PROMPT_ID)) return;
  const prompt = document.createElement('div');
  prompt.id = PROMPT_ID;
  prompt.setAttribute('role', 'status');
  prompt.style.cssText =
    'position:fixed;left:12px;right:12px;bottom:12px;z-index:1000;display:flex;gap:12px;align-items:center;' +
    'justify-content:space-between;padding:12px 16px;border-radius:8px;background:#2b5d34;color:#fff;' +
    'font:15px/1.4 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.25);max-width:560px;margin:auto';
  const words = document.createElement('span');
  words.textContent = 'A new version of SelecTree is ready.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Update now';
  reload.style.cssText =
    'border:0;border-radius:6px;padding:8px 12px;background:#fff;color:#2b5d34;font-weight:600;cursor:pointer';
  reload.addEventListener('click', () => {
    reload.disabled = true;
    // Once the new worker controls the page, load it again with the new version's files.
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  });
  prompt.append(words, reload);
  document.body.append(prompt);
}
